// Where to send someone after signing in: only same-site paths (one leading slash), never back to /auth itself.
// Used by the guards and the auth screen (client) and by sign-up and Google sign-in (server).

export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters and backslashes let some browsers turn a path into another origin.
  if (value.includes('\\') || [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    return fallback;
  }
  if (value === '/auth' || value.startsWith('/auth?') || value.startsWith('/auth/')) return fallback;
  return value;
}
