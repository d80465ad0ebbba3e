/**
 * Production's `POST /cards/{id}/reveal`: a signed, short-lived URL of the card processor's frame that shows the
 * card's PAN, CVV and expiry (the full card data never crosses the service). Every reveal is kept, as production
 * audits each one; the URL's token is kept only as its SHA-256, since the URL is a bearer secret.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AppDeps } from '../../http/app-deps.ts';
import { newId } from '../../util/ids.ts';
import { findCard } from '../find-card.ts';

/** Production: the URL stops loading "within minutes"; the reference's figure. */
export const revealLifetimeMs = 5 * 60_000;

/** Where the sandbox processor's frame would be served (a reserved name: nothing real is ever shown). */
export const revealFrameBase = 'https://cards.reference.invalid/reveal/';

export interface CardRevealRecord {
  /** `CardReveal:<uuid>`. */
  id: string;
  cardId: string;
  /** SHA-256 (hex) of the URL's token. */
  tokenSha256: string;
  createdAt: string;
  expiresAt: string;
}

export async function revealCard(deps: AppDeps, cardId: string): Promise<{ panEmbedUrl: string; expiresAt: string }> {
  return deps.store.transact((draft) => {
    const card = findCard(draft, cardId);
    const now = deps.clock.now();
    const token = randomBytes(24).toString('base64url');
    const reveal: CardRevealRecord = {
      id: newId('CardReveal'),
      cardId: card.id,
      tokenSha256: createHash('sha256').update(token).digest('hex'),
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + revealLifetimeMs).toISOString(),
    };
    draft.cardReveals[reveal.id] = reveal;
    return { panEmbedUrl: `${revealFrameBase}${token}`, expiresAt: reveal.expiresAt };
  });
}
