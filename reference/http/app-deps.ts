import type { Clock } from '../clock.ts';
import type { ReferenceConfig } from '../config.ts';
import type { Store } from '../store/store.ts';
import type { Logger } from './logger.ts';
import type { ReferenceRules } from '../rules.ts';
import type { Scheduler } from '../scheduler.ts';
import type { EventPublisher } from '../events/event-publisher.ts';

/** What route modules and domain functions are given: the injected parts of one app instance. */
export interface AppDeps {
  readonly store: Store;
  readonly clock: Clock;
  readonly config: ReferenceConfig;
  readonly logger: Logger;
  /** The interface rules in force (the document's unless a deviant server replaces some). */
  readonly rules: ReferenceRules;
  /** Webhook notifications (part 6); publish after the change is committed. */
  readonly events: EventPublisher;
  /** Timed sandbox behaviour, on `clock`: the one place domain code schedules work, never `setTimeout`. */
  readonly scheduler: Scheduler;
}
