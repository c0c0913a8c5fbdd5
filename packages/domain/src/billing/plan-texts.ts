import { formatMessage } from '../errors.js';
import type { TLanguage } from '../languages.js';
import { PLAN_NAMES, type TPlanCode } from '../roles.js';
import type { TLimitExcess, TPlanFeature, TPlanLimitKey } from './plans.js';

/**
 * The words for plans' limits and features in the three languages, shared by the server's refusals
 * (PLAN_LIMIT_REACHED, PLAN_FEATURE_NOT_INCLUDED, PLAN_USAGE_OVER) and the subscription page. Plan names
 * are the product's own (spec §1) and stay as they are in every language.
 */
export const PLAN_LIMIT_NAMES: Record<TLanguage, Record<TPlanLimitKey, string>> = {
  en: {
    staffSeats: 'staff seats',
    activeEntities: 'active companies',
    openCases: 'open cases',
    storageBytes: 'of file storage',
    nameSearchesPerMonth: 'name searches a month',
    recognitionsPerMonth: 'document recognitions a month',
  },
  'zh-HK': {
    staffSeats: '職員席位',
    activeEntities: '在管公司數目',
    openCases: '進行中個案數目',
    storageBytes: '檔案儲存空間',
    nameSearchesPerMonth: '每月名稱篩查次數',
    recognitionsPerMonth: '每月文件識別次數',
  },
  'zh-CN': {
    staffSeats: '职员席位',
    activeEntities: '在管公司数目',
    openCases: '进行中个案数目',
    storageBytes: '文件存储空间',
    nameSearchesPerMonth: '每月名称筛查次数',
    recognitionsPerMonth: '每月文件识别次数',
  },
};

export const PLAN_FEATURE_NAMES: Record<TLanguage, Record<TPlanFeature, string>> = {
  en: {
    CARD_PAYMENTS: 'Card payments',
    FORM_RECOGNITION: 'Reading the Registry’s forms (NNC1, NAR1)',
    ID_RECOGNITION: 'Reading identity cards and passports',
    ANALYTICS: 'Analytics',
  },
  'zh-HK': {
    CARD_PAYMENTS: '信用卡付款',
    FORM_RECOGNITION: '讀取公司註冊處表格（NNC1、NAR1）',
    ID_RECOGNITION: '讀取身份證及護照',
    ANALYTICS: '數據分析',
  },
  'zh-CN': {
    CARD_PAYMENTS: '信用卡付款',
    FORM_RECOGNITION: '读取公司注册处表格（NNC1、NAR1）',
    ID_RECOGNITION: '读取身份证及护照',
    ANALYTICS: '数据分析',
  },
};

const GIB = 1024 ** 3;
const MIB = 1024 ** 2;

/** An amount of a limit as people read it: bytes as GB or MB, counts with thousands separators. */
export function formatPlanAmount(key: TPlanLimitKey, amount: number, language: TLanguage): string {
  const locale = language === 'en' ? 'en-HK' : language;
  if (key === 'storageBytes') {
    const [value, unit] = amount >= GIB ? [amount / GIB, 'GB'] : [amount / MIB, 'MB'];
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  }
  return new Intl.NumberFormat(locale).format(amount);
}

/** The values PLAN_LIMIT_REACHED's message is filled with, in the caller's language. */
export function limitExcessValues(
  plan: TPlanCode,
  excess: TLimitExcess,
  language: TLanguage,
): Record<string, string> {
  return {
    plan: PLAN_NAMES[plan],
    limitName: PLAN_LIMIT_NAMES[language][excess.key],
    limit: formatPlanAmount(excess.key, excess.limit, language),
    usage: formatPlanAmount(excess.key, excess.usage, language),
    raiseTo: PLAN_NAMES[excess.raiseTo ?? 'ENTERPRISE'],
  };
}

/** One excess as a line of a list: "open cases 41 of 30". */
export function excessLine(excess: TLimitExcess, language: TLanguage): string {
  const template = {
    en: '{name}: {usage} of {limit}',
    'zh-HK': '{name}：{usage}／{limit}',
    'zh-CN': '{name}：{usage}／{limit}',
  }[language];
  return formatMessage(template, {
    name: PLAN_LIMIT_NAMES[language][excess.key],
    usage: formatPlanAmount(excess.key, excess.usage, language),
    limit: formatPlanAmount(excess.key, excess.limit, language),
  });
}
