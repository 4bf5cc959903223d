// The phone page's style sheet (served as /__mock/ui/page.css): three columns on a wide screen
// (instances and chats, the chat as on a phone, the webhook log), one column on a phone's.
export const PAGE_CSS = `
:root { --teal: #075e54; --green: #25d366; --out: #d9fdd3; --in: #fff; --paper: #efeae2; --line: #d7dbdf; --muted: #667781;
  font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #111b21; }
* { box-sizing: border-box; }
body { margin: 0; background: #dfe3e6; min-height: 100vh; }
h1 { font-size: 17px; margin: 0; font-weight: 600; }
h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); margin: 14px 12px 6px; }
ul, ol { list-style: none; margin: 0; padding: 0; }
button { font: inherit; border: 0; border-radius: 6px; padding: 6px 12px; background: var(--teal); color: #fff; cursor: pointer; }
button.plain { background: #e9edef; color: #111b21; }
input, select, textarea { font: inherit; border: 1px solid var(--line); border-radius: 6px; padding: 6px 8px; background: #fff; min-width: 0; }
.muted { color: var(--muted); font-weight: normal; text-transform: none; letter-spacing: 0; }
.top { display: flex; align-items: center; gap: 14px; padding: 10px 16px; background: var(--teal); color: #fff; }
.top .sub { font-weight: 400; opacity: .8; }
.serving { opacity: .85; font-size: 13px; flex: 1; }
.live { font-size: 12px; padding: 2px 8px; border-radius: 10px; background: #0b8f6f; }
.live.off { background: #a94442; }
.license-banner { display: flex; align-items: center; gap: 12px; padding: 8px 16px; background: #fff3cd; color: #664d03; border-bottom: 1px solid #ffe69c; font-size: 14px; }
.license-banner[hidden] { display: none; }
.layout { display: grid; grid-template-columns: 300px minmax(340px, 1fr) 400px; gap: 12px; padding: 12px; height: calc(100vh - 48px); }
.panel, .phone { background: #fff; border-radius: 10px; box-shadow: 0 1px 3px rgba(0,0,0,.12); overflow: auto; min-height: 0; }
.instances li { display: grid; grid-template-columns: 1fr auto; gap: 4px 8px; align-items: center; padding: 8px 12px; border-bottom: 1px solid #f0f2f5; cursor: pointer; }
.instances li.selected, .chats li.selected { background: #f0f2f5; }
.instances .name { font-weight: 600; overflow-wrap: anywhere; }
.instances .owner { grid-column: 1 / -1; color: var(--muted); font-size: 12px; }
.instances .actions { grid-column: 1 / -1; display: flex; gap: 6px; flex-wrap: wrap; }
.state { font-size: 12px; padding: 1px 8px; border-radius: 10px; background: #e9edef; }
.state.open { background: #d9fdd3; color: #0b6b3a; }
.state.connecting { background: #fff3c4; color: #7a5b00; }
.state.close { background: #f3d6d6; color: #8a1f1f; }
.qr { grid-column: 1 / -1; display: flex; flex-direction: column; align-items: flex-start; gap: 4px; }
.qr button { background: #fff; padding: 4px; border: 1px solid var(--line); }
.qr img { display: block; width: 148px; height: 148px; image-rendering: pixelated; }
.qr small { color: var(--muted); }
.new-chat { display: flex; gap: 6px; padding: 0 12px 8px; }
.new-chat input { flex: 1; }
.chats li { padding: 8px 12px; border-bottom: 1px solid #f0f2f5; cursor: pointer; display: grid; grid-template-columns: 1fr auto; gap: 2px 8px; }
.chats .who { font-weight: 600; overflow-wrap: anywhere; }
.chats .last { grid-column: 1 / -1; color: var(--muted); font-size: 13px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
/* A badge keeps its size whatever the height of the row beside it (a title on two lines made it a pill). */
.unread { background: var(--green); color: #fff; border-radius: 10px; font-size: 11px; padding: 0 6px; min-width: 20px; height: 20px;
  line-height: 20px; text-align: center; align-self: center; justify-self: end; }
.phone { display: flex; flex-direction: column; background: var(--paper); overflow: hidden; }
.chat-head { padding: 10px 14px; background: #f0f2f5; border-bottom: 1px solid var(--line); min-height: 44px; }
.chat-head .who { font-weight: 600; }
.messages { flex: 1; overflow: auto; padding: 12px 14px; display: flex; flex-direction: column; gap: 4px; }
.bubble { max-width: 78%; padding: 6px 8px 4px; border-radius: 8px; box-shadow: 0 1px .5px rgba(0,0,0,.13); white-space: pre-wrap; overflow-wrap: anywhere; }
.bubble.in { align-self: flex-start; background: var(--in); }
.bubble.out { align-self: flex-end; background: var(--out); }
.bubble .meta { display: block; text-align: right; font-size: 11px; color: var(--muted); margin-top: 2px; }
.bubble .ticks { margin-left: 4px; letter-spacing: -3px; }
.bubble .ticks.read { color: #53bdeb; }
.bubble .kind { display: block; font-size: 11px; color: var(--muted); }
.bubble .picture { display: block; width: 220px; max-width: 100%; height: auto; border-radius: 6px; margin-bottom: 4px; background: #e9edef; }
.bubble.refused { background: #fde2e1; }
.bubble .failed { color: #a94442; font-weight: 600; }
.composer { display: flex; gap: 8px; align-items: flex-end; padding: 8px 10px; background: #f0f2f5; flex-wrap: wrap; }
.composer .kind { display: flex; flex-direction: column; font-size: 11px; color: var(--muted); }
.kind-fields { flex: 1; display: flex; gap: 6px; min-width: 160px; }
.kind-fields input { flex: 1; }
.note { margin: 0; padding: 0 12px 6px; font-size: 12px; color: #a94442; background: #f0f2f5; min-height: 0; }
.note:empty { display: none; }
.deliveries li { border-bottom: 1px solid #f0f2f5; }
.deliveries summary { padding: 8px 12px; cursor: pointer; display: flex; gap: 8px; align-items: baseline; white-space: nowrap; }
.deliveries summary .event { flex: none; }
.deliveries summary .instance { min-width: 0; overflow: hidden; text-overflow: ellipsis; }
.deliveries summary .tries { margin-left: auto; }
.deliveries summary .outcome { margin-left: auto; }
.deliveries summary .tries + .outcome { margin-left: 0; }
.deliveries .event { font-weight: 600; font-family: ui-monospace, monospace; font-size: 13px; }
.outcome { font-size: 12px; padding: 1px 8px; border-radius: 10px; background: #e9edef; }
.outcome.delivered { background: #d9fdd3; color: #0b6b3a; }
.outcome.sending { background: #fff3c4; color: #7a5b00; }
.outcome.failed, .outcome.dropped { background: #f3d6d6; color: #8a1f1f; }
.deliveries .detail { padding: 0 12px 10px; font-size: 12px; }
.deliveries .detail p { margin: 4px 0; overflow-wrap: anywhere; }
.deliveries pre { background: #f6f8fa; border-radius: 6px; padding: 8px; max-height: 280px; overflow: auto; font-size: 12px; margin: 4px 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.empty { color: var(--muted); padding: 12px; }
@media (max-width: 1100px) { .layout { grid-template-columns: 260px 1fr; } .log { grid-column: 1 / -1; max-height: 50vh; } }
/* On a phone's width: what is served stays in the header (on its own line), and the chat with its
   composer fits in the first screen under a list of instances and chats that scrolls on its own. */
@media (max-width: 720px) {
  .top { flex-wrap: wrap; gap: 4px 10px; padding: 8px 12px; }
  .serving { order: 3; flex-basis: 100%; font-size: 12px; }
  .layout { grid-template-columns: 1fr; height: auto; padding: 8px; gap: 8px; }
  .side { max-height: 34vh; }
  .phone { height: calc(66vh - 104px); min-height: 300px; }
  .log { max-height: none; }
}
`;
