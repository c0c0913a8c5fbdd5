#!/usr/bin/env node
// Checks the web app's translation files (STYLE rule 12: generated/derived things are checked in CI):
//   1. en, zh-HK and zh-CN have exactly the same keys (nested keys flattened with '.');
//   2. no value is empty (or anything but a string);
//   3. every literal key the code uses — t('…'), i18nKey="…", titleKey: '…' — exists in en.json.
// Plain Node, no dependencies. Exit 1 with a list of problems, else print one summary line.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LOCALES_DIR = join(ROOT, 'apps/web/public/locales');
const SOURCE_DIR = join(ROOT, 'apps/web/src');
const LANGUAGES = ['en', 'zh-HK', 'zh-CN'];
// i18next plural forms: t('x', { count }) resolves to x_one, x_other, …
const PLURAL_SUFFIXES = ['_zero', '_one', '_two', '_few', '_many', '_other'];

const problems = [];

function flatten(value, prefix, out) {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

function loadLocale(language) {
  const file = join(LOCALES_DIR, `${language}.json`);
  try {
    return flatten(JSON.parse(readFileSync(file, 'utf8')), '', new Map());
  } catch (error) {
    problems.push(`${relative(ROOT, file)}: cannot be read as JSON (${error.message})`);
    return new Map();
  }
}

const locales = Object.fromEntries(LANGUAGES.map((language) => [language, loadLocale(language)]));

// 1 + 2: same key set, no empty values.
const allKeys = new Set(LANGUAGES.flatMap((language) => [...locales[language].keys()]));
for (const key of [...allKeys].sort()) {
  const missingIn = LANGUAGES.filter((language) => !locales[language].has(key));
  if (missingIn.length > 0) problems.push(`key "${key}" is missing in ${missingIn.join(', ')}`);
}
for (const language of LANGUAGES) {
  for (const [key, value] of locales[language]) {
    if (typeof value !== 'string') problems.push(`${language}: "${key}" is not a string`);
    else if (value.trim() === '') problems.push(`${language}: "${key}" is empty`);
  }
}

// 3: literal keys used in the source.
function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const KEY_PATTERNS = [
  // t('key') / t("key") / t(`key`) — not it(…), import(…) or anything else ending in t(.
  /(?<![\w$.])t\(\s*(['"`])([^'"`$]+?)\1/g,
  /i18nKey=\{?\s*(['"`])([^'"`$]+?)\1/g,
  // Menu entries and similar tables name their label keys this way.
  /\btitleKey:\s*(['"`])([^'"`$]+?)\1/g,
];

const en = locales.en;
const hasKey = (key) => en.has(key) || PLURAL_SUFFIXES.some((suffix) => en.has(`${key}${suffix}`));
const files = sourceFiles(SOURCE_DIR);
const usedKeys = new Set();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  for (const pattern of KEY_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const key = match[2];
      usedKeys.add(key);
      if (!hasKey(key)) {
        const line = text.slice(0, match.index).split('\n').length;
        problems.push(`${relative(ROOT, file)}:${line}: key "${key}" is not in en.json`);
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`check-locales: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(
  `check-locales: ${LANGUAGES.join(', ')} agree on ${en.size} keys, none empty; ` +
    `${usedKeys.size} literal keys used in ${files.length} source files all exist.`,
);
