// Preloaded into the Prism process (node --require). Prism does not notice when the process that
// started it dies (SIGKILL, a crashed test worker), so it would keep the port forever. The parent
// holds an IPC channel to us; when that channel closes, the parent is gone and Prism exits too.
'use strict';
if (process.channel) {
  process.channel.unref(); // the channel must not keep Prism alive on its own
  process.once('disconnect', () => process.exit(0));
}
