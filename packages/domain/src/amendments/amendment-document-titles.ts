import type { TAmendmentDocumentKind } from './amendment-documents.js';

/**
 * The amendment documents' titles in the three languages (file names and the screens use them). The
 * forms carry the Registry's names (the English from its list of specified forms; the Chinese of NSC1
 * from the printed form, of ND2A, ND2B, NR1 and NNC2 not yet checked against the printed forms).
 */
export const AMENDMENT_DOCUMENT_TITLES: Record<
  TAmendmentDocumentKind,
  { en: string; 'zh-HK': string; 'zh-CN': string }
> = {
  FORM_ND2A: {
    en: 'Notice of Change of Company Secretary and Director (Appointment/Cessation) (Form ND2A)',
    'zh-HK': '更改公司秘書及董事通知書（委任／停任）（表格 ND2A）',
    'zh-CN': '更改公司秘书及董事通知书（委任／停任）（表格 ND2A）',
  },
  FORM_ND2B: {
    en: 'Notice of Change in Particulars of Company Secretary and Director (Form ND2B)',
    'zh-HK': '更改公司秘書及董事詳情通知書（表格 ND2B）',
    'zh-CN': '更改公司秘书及董事详情通知书（表格 ND2B）',
  },
  FORM_NR1: {
    en: 'Notice of Change of Address of Registered Office (Form NR1)',
    'zh-HK': '更改註冊辦事處地址通知書（表格 NR1）',
    'zh-CN': '更改注册办事处地址通知书（表格 NR1）',
  },
  FORM_NSC1: {
    en: 'Return of Allotment (Form NSC1)',
    'zh-HK': '股份配發申報書（表格 NSC1）',
    'zh-CN': '股份配发申报书（表格 NSC1）',
  },
  FORM_NNC2: {
    en: 'Notice of Change of Company Name (Form NNC2)',
    'zh-HK': '更改公司名稱通知書（表格 NNC2）',
    'zh-CN': '更改公司名称通知书（表格 NNC2）',
  },
  BOARD_WRITTEN_RESOLUTION: {
    en: 'Written Resolution of the Directors',
    'zh-HK': '董事書面決議',
    'zh-CN': '董事书面决议',
  },
  MEMBERS_ORDINARY_RESOLUTION: {
    en: 'Written Resolution of the Members (Ordinary Resolution)',
    'zh-HK': '成員書面決議（普通決議）',
    'zh-CN': '成员书面决议（普通决议）',
  },
  MEMBERS_SPECIAL_RESOLUTION: {
    en: 'Written Resolution of the Members (Special Resolution)',
    'zh-HK': '成員書面決議（特別決議）',
    'zh-CN': '成员书面决议（特别决议）',
  },
  INSTRUMENT_OF_TRANSFER: { en: 'Instrument of Transfer', 'zh-HK': '轉讓文書', 'zh-CN': '转让文书' },
  BOUGHT_NOTE: { en: 'Bought Note', 'zh-HK': '買入單據', 'zh-CN': '买入单据' },
  SOLD_NOTE: { en: 'Sold Note', 'zh-HK': '賣出單據', 'zh-CN': '卖出单据' },
};
