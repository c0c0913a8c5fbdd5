import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/language';
import { THEME_MODE_STORAGE_KEY } from '../../themes/theme-mode-context';
import { adoptAccountPreferences } from './account-preferences';

describe('adoptAccountPreferences', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it("applies the account's language and theme in a browser without a choice of its own", () => {
    const changeLanguage = vi.fn();
    const setMode = vi.fn();
    adoptAccountPreferences({ language: 'zh-HK', theme: 'dark' }, { changeLanguage, setMode });
    expect(changeLanguage).toHaveBeenCalledWith('zh-HK');
    expect(setMode).toHaveBeenCalledWith('dark');
  });

  it('keeps what was chosen in this browser, each choice on its own', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const changeLanguage = vi.fn();
    const setMode = vi.fn();
    adoptAccountPreferences({ language: 'zh-CN', theme: 'dark' }, { changeLanguage, setMode });
    expect(changeLanguage).not.toHaveBeenCalled();
    expect(setMode).toHaveBeenCalledWith('dark');

    localStorage.setItem(THEME_MODE_STORAGE_KEY, 'light');
    setMode.mockClear();
    adoptAccountPreferences({ language: 'zh-CN', theme: 'dark' }, { changeLanguage, setMode });
    expect(setMode).not.toHaveBeenCalled();
  });
});
