// The environment of a production server that a test, benchmark or comparison starts:
// on a loopback port of its own, with nothing taken over from the shell's configuration
// (database, uploads, Redis, mail, proxy) unless the caller gives it.
export function isolatedServerEnv(port, env = {}) {
  return {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    HEALTH_PORT: "",
    DATABASE_URL: "",
    SQLITE_PATH: "",
    UPLOAD_DIR: "",
    S3_BUCKET: "",
    REDIS_URL: "",
    PUBLIC_URL: "",
    TRUST_PROXY: "",
    SMTP_URL: "",
    OPERATOR_EMAIL: "",
    LOG_LEVEL: "warn",
    RATE_LIMIT_PER_MINUTE: "1000000",
    ...env,
  };
}

/**
 * The Node flags `npm start` runs the server with: V8's old space bounded (MAX_HEAP_MB,
 * 192 MB by default; keep in step with package.json). Unbounded, V8 sizes the heap from
 * the machine's memory and lets garbage from rendering pile up: RSS passed 300 MB after a
 * few hundred searches while the live heap at 10,000 places stays under 80 MB.
 */
export function serverNodeFlags() {
  return [`--max-old-space-size=${process.env.MAX_HEAP_MB || 192}`];
}

/** Waits until `url` answers with a 2xx, asking every 100 ms, at most `attempts` times. */
export async function waitFor(url, attempts) {
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}
