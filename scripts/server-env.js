// The environment of a production server that a test, benchmark or comparison starts:
// on a loopback port of its own, with nothing taken over from the shell's configuration
// (database, uploads, Redis, mail, proxy) unless the caller gives it.
export function isolatedServerEnv(port, env = {}) {
  return {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
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
