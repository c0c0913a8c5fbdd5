import { describe, expect, it } from 'vitest';
import { LANGUAGES, ROUTES, USER_TYPES } from '@portal/domain';
import en from '../../public/locales/en.json';
import zhCN from '../../public/locales/zh-CN.json';
import zhHK from '../../public/locales/zh-HK.json';

const FILES = { en, 'zh-HK': zhHK, 'zh-CN': zhCN } as const;

function lookup(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

// Keys built at run time (screens.<route>, roles.<type>) escape the literal-key check of
// scripts/check-locales.mjs; a gap here would show users a raw key as a page title.
describe.each(LANGUAGES)('%s translations', (language) => {
  const file = FILES[language];

  it('name every route of the spec (tab titles and not-ready notices)', () => {
    for (const name of [...Object.keys(ROUTES), 'notFound']) {
      expect(lookup(file, `screens.${name}`), `screens.${name}`).toEqual(expect.any(String));
    }
  });

  it('name every role', () => {
    for (const type of USER_TYPES) expect(lookup(file, `roles.${type}`)).toEqual(expect.any(String));
  });

  it('are really translated: Chinese files do not copy the English text', () => {
    if (language === 'en') return;
    for (const key of [
      'app.name',
      'login.title',
      'screens.cases',
      'pages.landing.title',
      'changesHaveBeenSaved',
    ]) {
      expect(lookup(file, key)).not.toBe(lookup(en, key));
      expect(String(lookup(file, key))).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

it('uses Simplified characters in zh-CN and Traditional in zh-HK', () => {
  expect(lookup(zhHK, 'account.logOut')).toBe('登出');
  expect(lookup(zhCN, 'account.logOut')).toBe('退出登录');
  expect(String(lookup(zhHK, 'screens.messages'))).toContain('訊息');
  expect(String(lookup(zhCN, 'screens.messages'))).toContain('消息');
});
