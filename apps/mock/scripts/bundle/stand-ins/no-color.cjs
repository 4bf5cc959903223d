// supports-color, as chalk requires it in Prism's file: no colour, decided without looking at the
// terminal (the real one reads the environment, tty and os as it loads, about 3 ms of a start).
// What chalk colours is Prism's log, which the mock silences (src/server/prism/prism.ts).
module.exports = { supportsColor: () => false, stdout: false, stderr: false };
