// The phone page itself: its HTML, and the headers every file of it is served with. Nothing is
// inline and nothing comes from elsewhere: the script and the style sheet are files the mock serves
// (/__mock/ui/page.js, /__mock/ui/page.css), so the Content-Security-Policy allows this origin's
// files only, and data: images (the QR code). Every text a message, a payload or a name carries is
// put in the page as text by the script (textContent), never as HTML.
export const UI_PATH = '/__mock/ui';

/** What the page may load and do: its own files, its own origin's API, data: images; no frames, no forms sent, no plugins. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

/** The tab's icon: a speech bubble in the page's teal (no request for /favicon.ico goes unanswered). */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#075e54"/>' +
  '<path d="M16 6.5c-5.5 0-9.8 3.9-9.8 8.8 0 2.3 1 4.4 2.6 6l-1.3 4.2 4.5-1.6c1.2.5 2.6.8 4 .8 5.5 0 9.8-3.9 9.8-8.8S21.5 6.5 16 6.5z" fill="#fff"/></svg>';

export const PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Phone · msg-gateway mock</title>
<link rel="icon" href="${UI_PATH}/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${UI_PATH}/page.css">
<script src="${UI_PATH}/page.js" defer></script>
</head>
<body>
<header class="top">
  <h1>msg-gateway mock <span class="sub">phone</span></h1>
  <span id="serving" class="serving"></span>
  <span id="live" class="live off" role="status">connecting…</span>
</header>
<div id="license" class="license-banner" role="alert" hidden>
  <span id="license-text"></span>
  <button id="license-activate" type="button">Activate</button>
</div>
<main class="layout">
  <section class="panel side" aria-label="Instances and chats">
    <h2>Instances</h2>
    <ul id="instances" class="instances"></ul>
    <h2>Chats <span id="chats-of" class="muted"></span></h2>
    <form id="new-chat" class="new-chat">
      <input id="new-chat-number" inputmode="tel" autocomplete="off" placeholder="A number, e.g. 5511999990001" aria-label="Number of a new chat">
      <button type="submit">New chat</button>
    </form>
    <ul id="chats" class="chats"></ul>
  </section>
  <section class="phone" aria-label="Chat">
    <header id="chat-head" class="chat-head"><span class="muted">Choose an open instance and a chat</span></header>
    <ol id="messages" class="messages" aria-live="polite"></ol>
    <form id="composer" class="composer">
      <label class="kind">As the contact
        <select id="kind" aria-label="Kind of message"></select>
      </label>
      <div id="kind-fields" class="kind-fields"></div>
      <button id="send" type="submit">Send</button>
    </form>
    <p id="composer-note" class="note" role="alert"></p>
  </section>
  <section class="panel log" aria-label="Webhook deliveries">
    <h2>Webhook deliveries <span id="delivery-count" class="muted"></span></h2>
    <ol id="deliveries" class="deliveries"></ol>
  </section>
</main>
</body>
</html>
`;
