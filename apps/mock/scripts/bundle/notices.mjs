// The third-party notices the bundle ships with (dist/THIRD-PARTY-NOTICES.txt): every package esbuild
// put in it (from the build's metafile), with its name, version, licence and the text of its licence
// file (and its NOTICE file, which Apache-2.0 asks to pass on). Read from the packages as installed,
// at build time. A few small packages ship no licence file: theirs is the licence section of their
// README, and for MIT (all of them today) the MIT terms, said to be so.
// @ts-check
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {object} BundledPackage
 * @property {string} name
 * @property {string} version
 * @property {string} license the SPDX expression its package.json declares
 * @property {string} author its package.json's author, as written there ('' if none)
 * @property {string} dir where it is installed
 */
/** @typedef {{ source: string, text: string }} NoticeText one text of a notice, and where it comes from */

const LICENSE_FILE = /^(licen[cs]e|copying)([.-].*)?$/i;
const NOTICE_FILE = /^notice([.-].*)?$/i;
const PACKAGE_ROOT = /^.*\/node_modules\/(?:@[^/]+\/)?[^/]+/;
const RULE = '='.repeat(80);

/**
 * Every package with a file in the bundle, once per name and version, sorted by name.
 * @param {import('esbuild').Metafile} metafile
 * @param {string} workingDir the build's absWorkingDir (metafile paths are relative to it)
 * @returns {BundledPackage[]}
 */
export function bundledPackages(metafile, workingDir) {
  /** @type {Map<string, BundledPackage>} */
  const found = new Map();
  for (const input of Object.keys(metafile.inputs)) {
    if (/^[a-z-]+:/.test(input)) continue; // a plugin's module (stand-ins.mjs); its files are inputs too
    const dir = PACKAGE_ROOT.exec(resolve(workingDir, input).replaceAll('\\', '/'))?.[0];
    if (!dir) continue;
    /** @type {{ name: string, version: string, license?: unknown, licenses?: unknown, author?: unknown }} */
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const author =
      typeof pkg.author === 'string'
        ? pkg.author
        : typeof pkg.author === 'object' && pkg.author
          ? String(Reflect.get(pkg.author, 'name'))
          : '';
    // `licenses: [{ type }]` is the old form of `license`, still in some packages.
    const license =
      typeof pkg.license === 'string'
        ? pkg.license
        : Array.isArray(pkg.licenses)
          ? pkg.licenses.map((entry) => String(Reflect.get(Object(entry), 'type'))).join(' OR ')
          : 'UNKNOWN';
    found.set(`${pkg.name}@${pkg.version}`, { name: pkg.name, version: pkg.version, license, author, dir });
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
}

/** The heading of a package's notice: `name version (licence)`. @param {BundledPackage} pkg */
export const noticeHeading = (pkg) => `${pkg.name} ${pkg.version} (${pkg.license})`;

/** @param {string} path */
const readText = (path) => readFileSync(path, 'utf8').replace(/\r\n?/g, '\n').trim();

/**
 * The texts of a package's notice: its licence and NOTICE files; without a licence file, its
 * README's licence section and, for MIT, the MIT terms. Throws when it has none of these.
 * @param {BundledPackage} pkg
 * @returns {NoticeText[]}
 */
export function noticeTexts(pkg) {
  const files = readdirSync(pkg.dir).sort();
  const licenses = files.filter((f) => LICENSE_FILE.test(f));
  const notices = files.filter((f) => NOTICE_FILE.test(f));
  /** @type {NoticeText[]} */
  const texts = [...licenses, ...notices].map((file) => ({ source: file, text: readText(join(pkg.dir, file)) }));
  if (licenses.length > 0) return texts;
  const readme = files.find((f) => /^readme(\.md|\.markdown)?$/i.test(f));
  const section = readme ? licenseSection(readText(join(pkg.dir, readme))) : undefined;
  if (readme && section) texts.push({ source: `${readme}, its licence section (the package has no licence file)`, text: section });
  if (pkg.license === 'MIT')
    texts.push({ source: `the MIT licence its package.json declares${pkg.author ? ` (author: ${pkg.author})` : ''}`, text: mitTerms() });
  if (texts.length === 0)
    throw new Error(
      `${pkg.name}@${pkg.version} (${pkg.dir}) has no licence file or licence section: write its notice by hand or do not bundle it.`,
    );
  return texts;
}

/** The "License" section of a README (Markdown `#` or underlined heading), without its heading. @param {string} readme */
function licenseSection(readme) {
  const lines = readme.split('\n');
  const start = lines.findIndex(
    (line, i) => /^#+\s*licen[cs]e\b/i.test(line) || (/^licen[cs]e\b/i.test(line) && /^-{3,}|^={3,}/.test(lines[i + 1] ?? '')),
  );
  if (start === -1) return undefined;
  const body = lines.slice(start + (lines[start]?.startsWith('#') ? 1 : 2));
  const end = body.findIndex((line, i) => /^#{1,3}\s/.test(line) || /^(-{3,}|={3,})$/.test(body[i + 1] ?? ''));
  const text = body
    .slice(0, end === -1 ? undefined : end)
    .filter((line) => !/^\[[^\]]+\]:\s/.test(line)) // Markdown link definitions (badges)
    .join('\n')
    .trim();
  return text === '' ? undefined : text;
}

/** The MIT terms (this package's LICENSE, the same licence, after its copyright line). */
function mitTerms() {
  const ours = readText(fileURLToPath(new URL('../../LICENSE', import.meta.url)));
  return ours.slice(ours.indexOf('Permission is hereby granted'));
}

/**
 * The notices file: a list of the packages, then each one's notice.
 * @param {string} bundleName what the packages are bundled in, e.g. "@msg-gateway/mock 0.1.0"
 * @param {BundledPackage[]} packages
 */
export function noticesText(bundleName, packages) {
  const sections = packages.map((pkg) =>
    [RULE, noticeHeading(pkg), RULE, '', ...noticeTexts(pkg).flatMap(({ source, text }) => [`--- ${source} ---`, text, ''])].join('\n'),
  );
  return [
    `${bundleName} bundles the third-party packages below (in dist/). Each one's licence and notices follow the list.`,
    '',
    ...packages.map((pkg) => `  ${noticeHeading(pkg)}`),
    '',
    ...sections,
  ].join('\n');
}

/**
 * The packages whose notice `text` lacks (its heading, or one of its texts under that heading), as name@version.
 * @param {BundledPackage[]} packages
 * @param {string} text
 */
export function missingNotices(packages, text) {
  return packages
    .filter((pkg) => {
      const opening = `\n${RULE}\n${noticeHeading(pkg)}\n${RULE}\n`;
      const start = text.indexOf(opening);
      if (start === -1) return true;
      const next = text.indexOf(`\n${RULE}\n`, start + opening.length);
      const section = text.slice(start, next === -1 ? undefined : next);
      return noticeTexts(pkg).some(({ source, text: body }) => !section.includes(`--- ${source} ---\n${body}\n`));
    })
    .map((pkg) => `${pkg.name}@${pkg.version}`);
}
