// Evolution API 2.4.0's licence (evolution-api@5624bdae:src/licensing/runtime.ts, gateMiddleware and
// publicSnapshot; src/api/routes/license.router.ts; src/main.ts; observed on an unlicensed rc2):
//   - the licence routes are mounted before the gate, so they answer whatever the licence and key;
//   - the gate then lets through what the description's `info.x-licence-gate.passes` lists (exact
//     paths, path prefixes, file extensions: the root, the manager, static files, /health…); every
//     other request, a business route or no route at all, with any key or none, is answered 503 with
//     one body, before the key check, the 404s and body validation. Only the JSON body parser and
//     CORS run before it (the HTTP layer answers those first). Its register_url is the manager's
//     login page on the Host the request named, with X-Forwarded-Proto's scheme (else http: the
//     mock serves plain HTTP);
//   - the manager's pages (/manager/**) are the mock's own stand-in page, which says how to activate
//     the mock; /assets/* are the manager's files, none of which the mock has (404 "File not found").
// The mock activates with its own code (MOCK_ACTIVATION_CODE at /license/activate?code=) or from the
// control API: it never calls a licensing server.
import { randomUUID } from 'node:crypto';
import { answer } from '../../twin/handler.js';
import type { EarlyAnswer, EarlyRequest, Handler, LicenseState, TwinContext } from '../../twin/rules.js';

/** The code /license/activate takes to activate the mock (documented in docs/profiles.md). */
export const MOCK_ACTIVATION_CODE = 'msg-gateway-mock-activation';
/** Where the licensing server would be; the mock never reaches it, as the recorded gateway could not. */
const LICENSING_HOST = 'license.evolutionfoundation.com.br';
const UNREACHABLE = `getaddrinfo ENOTFOUND ${LICENSING_HOST}`;
const DOCS_URL = 'https://docs.evolutionfoundation.com.br/licensing';

interface Gate {
  status: number;
  code: string;
  passes: { paths: string[]; prefixes: string[]; extensions: string[] };
  /** The routes mounted before the gate (the licence router), by operationId. */
  before: string[];
}

/** The gate the description declares (`info.x-licence-gate`), or undefined when it declares none. */
function gateOf(doc: EarlyRequest['doc']): Gate | undefined {
  const declared = (doc?.info as Record<string, unknown> | undefined)?.['x-licence-gate'] as Partial<Gate> | undefined;
  if (!declared || typeof declared.status !== 'number') return undefined;
  const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
  const passes = (declared.passes ?? {}) as Partial<Gate['passes']>;
  return {
    status: declared.status,
    code: String(declared.code ?? 'LICENSE_REQUIRED'),
    passes: { paths: list(passes.paths), prefixes: list(passes.prefixes), extensions: list(passes.extensions) },
    before: list(declared.before),
  };
}

const passesGate = (gate: Gate, path: string): boolean =>
  gate.passes.paths.includes(path) ||
  gate.passes.prefixes.some((prefix) => path.startsWith(prefix)) ||
  gate.passes.extensions.some((extension) => path.toLowerCase().endsWith(`.${extension}`));

/** This installation's id at the licensing server: one per mock, as the gateway derives one per host. */
const installationIds = new WeakMap<LicenseState, string>();
export function installationId(license: LicenseState): string {
  let id = installationIds.get(license);
  if (!id) {
    id = randomUUID();
    installationIds.set(license, id);
  }
  return id;
}

/** The 503 of the gate, its URLs built from the request. */
function gateAnswer(gate: Gate, request: EarlyRequest, license: LicenseState): EarlyAnswer {
  const proto = request.headers['x-forwarded-proto'];
  const scheme = (Array.isArray(proto) ? proto.join(', ') : proto) || 'http';
  const url = `${scheme}://${request.headers.host ?? ''}/manager/login`;
  return {
    status: gate.status,
    kind: 'json',
    body: {
      error: 'service not activated',
      code: gate.code,
      register_url: url,
      instance_id: installationId(license),
      docs_url: DOCS_URL,
      message: `This Evolution API instance is not activated. Open ${url} to activate, or set AUTHENTICATION_API_KEY in your .env with a valid licensing key. Docs: ${DOCS_URL}`,
    },
  };
}

/** The manager's answers: Express's redirect of the folder, the mock's stand-in page, the missing files. */
function managerAnswer(request: EarlyRequest, license: LicenseState): EarlyAnswer | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  if (request.path === '/manager') {
    const page =
      '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Redirecting</title>\n</head>\n<body>\n<pre>Redirecting to /manager/</pre>\n</body>\n</html>\n';
    return { status: 301, kind: 'html', body: page, headers: { location: '/manager/' } };
  }
  if (request.path.startsWith('/manager/')) return { status: 200, kind: 'html', body: standInPage(license) };
  if (request.path.startsWith('/assets/')) return { status: 404, kind: 'text', body: 'File not found' };
  return undefined;
}

function standInPage(license: LicenseState): string {
  const state = license.activated ? 'activated' : 'not activated';
  return `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>Evolution Manager (msg-gateway mock)</title></head>
<body><h1>Evolution Manager: the mock's stand-in</h1>
<p>This mock of Evolution API 2.4.0 is <strong>${state}</strong>.</p>
<p>Activate it with <code>GET /license/activate?code=${MOCK_ACTIVATION_CODE}</code> or <code>POST /__mock/license {"state":"activated"}</code>.
A real gateway is activated here, against the vendor's licensing server; the mock never calls it.</p>
</body></html>
`;
}

/** What 2.4.0 answers before its business router: the licence gate, then the manager's pages. */
export function beforeRouting(request: EarlyRequest, twin: TwinContext): EarlyAnswer | undefined {
  const gate = gateOf(request.doc);
  if (!gate) return undefined;
  const mountedBefore = request.routed !== undefined && gate.before.includes(request.routed);
  if (!mountedBefore && !twin.license.activated && !passesGate(gate, request.path)) return gateAnswer(gate, request, twin.license);
  return managerAnswer(request, twin.license);
}

const masked = (key: string): string => (key.length < 12 ? '***' : `${key.slice(0, 8)}...${key.slice(-4)}`);
const ALREADY_ACTIVE = { status: 'active', message: 'License is already active' };

export const getLicenceStatus: Handler = (_call, twin) =>
  answer(200, {
    status: twin.license.activated ? 'active' : 'inactive',
    instance_id: installationId(twin.license),
    ...(twin.license.activated && { api_key: masked(MOCK_ACTIVATION_CODE) }),
  });

/** The licensing server cannot be reached from the mock: a registration fails as the recorded one did. */
export const registerLicence: Handler = (_call, twin) =>
  twin.license.activated ? answer(200, ALREADY_ACTIVE) : answer(502, { error: 'Failed to contact licensing server', details: UNREACHABLE });

export const activateLicence: Handler = ({ query }, twin) => {
  if (twin.license.activated) return answer(200, ALREADY_ACTIVE);
  const code = typeof query['code'] === 'string' ? query['code'] : '';
  if (code === '') {
    return answer(400, { error: 'Missing code parameter', message: 'Provide ?code=AUTHORIZATION_CODE from the registration callback.' });
  }
  if (code !== MOCK_ACTIVATION_CODE) return answer(502, { error: 'Activation failed', details: UNREACHABLE });
  twin.license.activated = true;
  return answer(200, { status: 'active', message: 'License activated successfully!' });
};
