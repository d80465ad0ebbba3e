/**
 * Production's name of the wallet signature header (a production fact). The interface document names it
 * `Service-Wallet-Signature` (`walletSignatureHeader` of spec/enums.ts), which is the reference's default; a server
 * configured with this name serves clients written against production.
 */
export const productionWalletSignatureHeader = 'Grid-Wallet-Signature' as const;
