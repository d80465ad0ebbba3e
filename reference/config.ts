import { apiVersion, walletSignatureHeader } from '../spec/enums.ts';
import { defaultPaymentsConfig, type PaymentsConfig } from './quotes/payments-config.ts';
import { defaultCompactionFloorBytes } from './store/store.ts';
import { embeddedWalletConfig, type EmbeddedWalletConfig } from './wallet/wallet-config.ts';

/** Configuration of one reference server instance. Everything a deployment would set lives here. */
export interface ReferenceConfig {
  /** Platform client id: the HTTP Basic user name of platform calls (part 5). */
  clientId: string;
  /** Platform client secret: the HTTP Basic password. Never logged, never echoed. */
  clientSecret: string;
  /** Path prefix every route is mounted under; `/<apiVersion>` by default (part 9). Empty string mounts at `/`. */
  basePath: string;
  /** Largest JSON request body accepted, in bytes; a larger one answers 413. */
  bodyLimitBytes: number;
  /** The end-user terms currently in force (`GET /customers/end-user-terms`, `endUserTermsConsent.termsVersion`). */
  endUserTerms: { version: string; url: string };
  /** Sandbox behaviours on (magic suffixes, fixed OTP, `reason` on 401 answers...). */
  sandbox: boolean;
  /**
   * Largest document file accepted by `POST /documents`, in bytes (the document does not show the limit;
   * production takes 10 MB). The multipart body may exceed it by the form overhead only.
   */
  documentMaxBytes: number;
  /**
   * The platform is subject to counterparty requirements such as the Travel Rule (2.1, 3.1): a self-custody wallet
   * create must carry `ownershipType`, and a first-party self-custody wallet starts in
   * `PENDING_OWNERSHIP_VERIFICATION` until its owner proves it with a wallet signature.
   */
  counterpartyRequirements: boolean;
  /** Webhook delivery (part 6): signing key and bounded retries. */
  webhooks: WebhookDeliveryConfig;
  /** Embedded wallets (4.2): wallet accounts, OTP enclave key, signed-retry window, relying party, OIDC issuers. */
  embeddedWallet: EmbeddedWalletConfig;
  /**
   * Name of the header a signed retry carries its stamp in (part 5). The document's name by default; production's
   * clients send `Grid-Wallet-Signature` (spec/production), which works when configured here.
   */
  walletSignatureHeader: string;
  /** Whether the platform is regulated (end-user terms, 7.5) and its transfer limits (8). */
  payments: PaymentsConfig;
  /**
   * A file store folds its journal into the snapshot once the journal is larger than the snapshot and than this many
   * bytes (8 MiB by default); a small value makes compactions frequent (the durability script).
   */
  journalCompactionBytes: number;
}

/** How the reference delivers webhook notifications. */
export interface WebhookDeliveryConfig {
  /** PKCS#8 PEM of the P-256 key that signs every delivery; absent: a fresh key per server start. */
  signingKeyPem?: string;
  /** Attempts per notification, the first included. */
  maxAttempts: number;
  /** Wait before the first retry; each later retry waits twice as long as the one before. */
  firstRetryDelayMs: number;
  /** Time allowed for one delivery attempt. */
  attemptTimeoutMs: number;
}

/**
 * Local credentials used when none are configured. They are documented (README, `npm start` help) and only fit a
 * developer machine: anyone who can reach the port can use them.
 */
export const localDefaultCredentials = {
  clientId: 'local-client-id',
  clientSecret: 'local-client-secret',
} as const;

/** 1 MiB. */
const defaultBodyLimitBytes = 1024 * 1024;
/** 10 MB, the production limit of a document file. */
const defaultDocumentMaxBytes = 10 * 1024 * 1024;

/** A configuration with every default filled in, then `overrides` applied over it. */
export function defaultConfig(overrides: Partial<ReferenceConfig> = {}): ReferenceConfig {
  const config: ReferenceConfig = {
    clientId: localDefaultCredentials.clientId,
    clientSecret: localDefaultCredentials.clientSecret,
    basePath: `/${apiVersion}`,
    bodyLimitBytes: defaultBodyLimitBytes,
    // Production answers version "V1"; the URL is a reserved `.invalid` name so that nothing real is implied.
    endUserTerms: { version: 'V1', url: 'https://terms.reference.invalid/end-user-terms/V1' },
    sandbox: true,
    documentMaxBytes: defaultDocumentMaxBytes,
    counterpartyRequirements: false,
    webhooks: { maxAttempts: 4, firstRetryDelayMs: 250, attemptTimeoutMs: 5000 },
    embeddedWallet: embeddedWalletConfig(),
    walletSignatureHeader,
    payments: defaultPaymentsConfig,
    journalCompactionBytes: defaultCompactionFloorBytes,
    ...overrides,
  };
  config.basePath = normaliseBasePath(config.basePath);
  assertValid(config);
  return config;
}

/**
 * Reads the configuration from environment variables; unset ones take their defaults.
 *
 * | Variable | Meaning |
 * |---|---|
 * | `PLATFORM_CLIENT_ID` | Basic user (default `local-client-id`) |
 * | `PLATFORM_CLIENT_SECRET` | Basic password (default `local-client-secret`) |
 * | `BASE_PATH` | route prefix (default `/2025-10-13`) |
 * | `BODY_LIMIT_BYTES` | JSON body limit (default 1048576) |
 * | `END_USER_TERMS_VERSION`, `END_USER_TERMS_URL` | current end-user terms |
 * | `SANDBOX` | `true`/`false` (also `1`/`0`, `yes`/`no`; default true) |
 * | `DOCUMENT_MAX_BYTES` | largest document file of `POST /documents` (default 10485760) |
 * | `COUNTERPARTY_REQUIREMENTS` | `true`/`false`: Travel-Rule style ownership verification of wallets (default false) |
 * | `WEBHOOK_SIGNING_KEY` | PKCS#8 PEM of the P-256 webhook signing key (default: a fresh key per start) |
 * | `WALLET_SIGNATURE_HEADER` | header of a signed retry's stamp (default `Service-Wallet-Signature`; production's clients: `Grid-Wallet-Signature`) |
 * | `JOURNAL_COMPACTION_BYTES` | journal size from which a file store compacts it, once it also outgrows the snapshot (default 8388608) |
 *
 * Throws an `Error` naming the variable when a value cannot be used.
 */
export function configFromEnv(env: NodeJS.ProcessEnv): ReferenceConfig {
  const base = defaultConfig();
  const overrides: Partial<ReferenceConfig> = {};
  const text = (name: string): string | undefined => {
    const value = env[name];
    return value === undefined || value === '' ? undefined : value;
  };
  const clientId = text('PLATFORM_CLIENT_ID');
  if (clientId !== undefined) overrides.clientId = clientId;
  const clientSecret = text('PLATFORM_CLIENT_SECRET');
  if (clientSecret !== undefined) overrides.clientSecret = clientSecret;
  const basePath = env['BASE_PATH'];
  if (basePath !== undefined) overrides.basePath = basePath;
  const limit = text('BODY_LIMIT_BYTES');
  if (limit !== undefined) overrides.bodyLimitBytes = parsePositiveInteger('BODY_LIMIT_BYTES', limit);
  const termsVersion = text('END_USER_TERMS_VERSION');
  const termsUrl = text('END_USER_TERMS_URL');
  if (termsVersion !== undefined || termsUrl !== undefined) {
    overrides.endUserTerms = {
      version: termsVersion ?? base.endUserTerms.version,
      url: termsUrl ?? base.endUserTerms.url,
    };
  }
  const sandbox = text('SANDBOX');
  if (sandbox !== undefined) overrides.sandbox = parseBoolean('SANDBOX', sandbox);
  const documentMax = text('DOCUMENT_MAX_BYTES');
  if (documentMax !== undefined) overrides.documentMaxBytes = parsePositiveInteger('DOCUMENT_MAX_BYTES', documentMax);
  const counterparty = text('COUNTERPARTY_REQUIREMENTS');
  if (counterparty !== undefined) {
    overrides.counterpartyRequirements = parseBoolean('COUNTERPARTY_REQUIREMENTS', counterparty);
  }
  const signingKey = text('WEBHOOK_SIGNING_KEY');
  if (signingKey !== undefined) overrides.webhooks = { ...base.webhooks, signingKeyPem: signingKey };
  const signatureHeader = text('WALLET_SIGNATURE_HEADER');
  if (signatureHeader !== undefined) overrides.walletSignatureHeader = signatureHeader;
  const compaction = text('JOURNAL_COMPACTION_BYTES');
  if (compaction !== undefined)
    overrides.journalCompactionBytes = parsePositiveInteger('JOURNAL_COMPACTION_BYTES', compaction);
  return defaultConfig(overrides);
}

/** `/x/`, `x` and `/x` all mean `/x`; `/` and `` mean the root (empty prefix). */
function normaliseBasePath(path: string): string {
  const trimmed = path.trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

function assertValid(config: ReferenceConfig): void {
  if (config.clientId === '' || config.clientId.includes(':')) {
    // A colon cannot be carried in the Basic user name (RFC 7617).
    throw new Error('clientId must be non-empty and must not contain ":"');
  }
  if (config.clientSecret === '') throw new Error('clientSecret must be non-empty');
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(config.walletSignatureHeader)) {
    throw new Error('walletSignatureHeader must be an HTTP header name');
  }
  if (!Number.isSafeInteger(config.bodyLimitBytes) || config.bodyLimitBytes <= 0) {
    throw new Error('bodyLimitBytes must be a positive integer');
  }
  if (/[?#\s]/.test(config.basePath)) throw new Error('basePath must be a plain path (no query, fragment or spaces)');
  if (config.endUserTerms.version === '') throw new Error('endUserTerms.version must be non-empty');
  if (!Number.isSafeInteger(config.documentMaxBytes) || config.documentMaxBytes <= 0) {
    throw new Error('documentMaxBytes must be a positive integer');
  }
  if (!Number.isSafeInteger(config.journalCompactionBytes) || config.journalCompactionBytes <= 0) {
    throw new Error('journalCompactionBytes must be a positive integer');
  }
  const { maxAttempts, firstRetryDelayMs, attemptTimeoutMs } = config.webhooks;
  if (![maxAttempts, attemptTimeoutMs].every((n) => Number.isSafeInteger(n) && n > 0) || !(firstRetryDelayMs >= 0)) {
    throw new Error('webhooks: maxAttempts and attemptTimeoutMs must be positive integers, firstRetryDelayMs >= 0');
  }
  try {
    new URL(config.endUserTerms.url);
  } catch {
    throw new Error('endUserTerms.url must be an absolute URL');
  }
}

function parsePositiveInteger(name: string, value: string): number {
  if (!/^[0-9]+$/.test(value) || !Number.isSafeInteger(Number(value)) || Number(value) <= 0) {
    throw new Error(`${name} must be a positive integer, got ${JSON.stringify(value)}`);
  }
  return Number(value);
}

function parseBoolean(name: string, value: string): boolean {
  const lowered = value.trim().toLowerCase();
  if (['true', '1', 'yes'].includes(lowered)) return true;
  if (['false', '0', 'no'].includes(lowered)) return false;
  throw new Error(`${name} must be true or false, got ${JSON.stringify(value)}`);
}
