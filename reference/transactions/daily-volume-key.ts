/** The key of a transfer in the daily volume index (7.5): whose, in which source currency, on which UTC day. */
export function dailyVolumeKey(customerId: unknown, currency: unknown, at: string): string {
  return JSON.stringify([customerId ?? null, currency ?? null, at.slice(0, 10)]);
}
