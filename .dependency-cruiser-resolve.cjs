/** Module resolution for dependency-cruiser (.dependency-cruiser.cjs): tsconfig.json's '@/…' and nothing else. */
module.exports = { resolve: { alias: { '@': __dirname }, extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] } };
