/**
 * CSP for uploaded files (served by their routes from disk or S3). An image opened on its
 * own is an image document: the browser's inline styles centre it, nothing else runs,
 * and `sandbox` gives any file that a browser might still take for HTML an opaque
 * origin without scripts, forms or plugins. nosniff comes from securityHeaders().
 */
export const UPLOAD_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
