// A clock a test can set, for a server process it starts (never loaded in production):
//   node --import ./tests/support/server-clock.mjs server.js   with TEST_CLOCK_FILE=<file>
// The file holds an ISO time. From the moment the process first sees a new value, its
// clock reads that time and runs on in real time, so a test can put the server on any
// day (a simulated month, a trial that runs out) without touching production code.
// Timers (setTimeout, setInterval) keep real time.
import { readFileSync } from "node:fs";

const file = process.env.TEST_CLOCK_FILE;
if (file) {
  const RealDate = Date;
  const realNow = RealDate.now.bind(RealDate);
  let seen = "";
  let offset = 0;

  // Read on every call: a test may set the same-length time twice within the file
  // system's timestamp granularity, so neither size nor mtime tells that it changed.
  const now = () => {
    let text = "";
    try {
      text = readFileSync(file, "utf8").trim();
    } catch {
      // No file (yet): real time.
    }
    if (text !== seen) {
      seen = text;
      const at = RealDate.parse(text);
      offset = Number.isNaN(at) ? 0 : at - realNow();
    }
    return realNow() + offset;
  };

  class TestDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(now());
      else super(...args);
    }
    static now() {
      return now();
    }
  }
  globalThis.Date = TestDate;
}
