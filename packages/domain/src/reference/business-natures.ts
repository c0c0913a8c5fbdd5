import type { TLanguage } from '../languages.js';

/*
 * Business natures a Hong Kong company secretary meets when incorporating or filing (spec §3 business
 * nature: bnID, bnCode, bnNameEng, bnNameTC, bnNameSC). Codes are stable: an entry is never renumbered
 * or reused, new ones take the next free number, and Others keeps BN999 so it stays last.
 * Columns: bnID, bnCode, English, Traditional Chinese (Hong Kong usage), Simplified Chinese (mainland usage).
 */
const ROWS = [
  [1, 'BN001', 'Trading', '貿易', '贸易'],
  [2, 'BN002', 'Import and export', '進出口貿易', '进出口贸易'],
  [3, 'BN003', 'Investment holding', '投資控股', '投资控股'],
  [4, 'BN004', 'Business consultancy', '商業顧問服務', '商业咨询服务'],
  [5, 'BN005', 'Management consultancy', '管理顧問服務', '管理咨询服务'],
  [6, 'BN006', 'Information technology services', '資訊科技服務', '信息技术服务'],
  [7, 'BN007', 'Software development', '軟件開發', '软件开发'],
  [8, 'BN008', 'E-commerce', '電子商務', '电子商务'],
  [9, 'BN009', 'Financial technology', '金融科技', '金融科技'],
  [10, 'BN010', 'Property investment', '物業投資', '物业投资'],
  [11, 'BN011', 'Property development', '地產發展', '房地产开发'],
  [12, 'BN012', 'Estate agency', '地產代理', '房地产中介'],
  [13, 'BN013', 'Property management', '物業管理', '物业管理'],
  [14, 'BN014', 'Restaurant', '餐廳', '餐厅'],
  [15, 'BN015', 'Catering services', '餐飲服務', '餐饮服务'],
  [16, 'BN016', 'Food and beverage trading', '食品及飲品貿易', '食品及饮料贸易'],
  [17, 'BN017', 'Wine and spirits trading', '酒類貿易', '酒类贸易'],
  [18, 'BN018', 'Retail', '零售', '零售'],
  [19, 'BN019', 'Wholesale', '批發', '批发'],
  [20, 'BN020', 'Logistics', '物流', '物流'],
  [21, 'BN021', 'Freight forwarding', '貨運代理', '货运代理'],
  [22, 'BN022', 'Shipping', '航運', '航运'],
  [23, 'BN023', 'Warehousing', '倉儲', '仓储'],
  [24, 'BN024', 'Transportation', '運輸', '运输'],
  [25, 'BN025', 'Education', '教育', '教育'],
  [26, 'BN026', 'Training and tutoring', '培訓及補習服務', '培训及补习服务'],
  [27, 'BN027', 'Financial services', '金融服務', '金融服务'],
  [28, 'BN028', 'Asset management', '資產管理', '资产管理'],
  [29, 'BN029', 'Securities and futures', '證券及期貨', '证券及期货'],
  [30, 'BN030', 'Money lending', '放債', '放贷'],
  [31, 'BN031', 'Insurance brokerage', '保險經紀', '保险经纪'],
  [32, 'BN032', 'Trust and fiduciary services', '信託服務', '信托服务'],
  [33, 'BN033', 'Accounting and auditing', '會計及審計', '会计及审计'],
  [34, 'BN034', 'Company secretarial services', '公司秘書服務', '公司秘书服务'],
  [35, 'BN035', 'Legal services', '法律服務', '法律服务'],
  [36, 'BN036', 'Advertising and marketing', '廣告及市場推廣', '广告及市场营销'],
  [37, 'BN037', 'Public relations', '公共關係', '公共关系'],
  [38, 'BN038', 'Design services', '設計服務', '设计服务'],
  [39, 'BN039', 'Interior design and fit-out', '室內設計及裝修', '室内设计及装修'],
  [40, 'BN040', 'Construction', '建築工程', '建筑工程'],
  [41, 'BN041', 'Engineering services', '工程服務', '工程服务'],
  [42, 'BN042', 'Manufacturing', '製造', '制造'],
  [43, 'BN043', 'Garments and textiles', '成衣及紡織', '服装及纺织'],
  [44, 'BN044', 'Electronics', '電子產品', '电子产品'],
  [45, 'BN045', 'Jewellery and watches', '珠寶及鐘錶', '珠宝及钟表'],
  [46, 'BN046', 'Beauty and cosmetics', '美容及化妝品', '美容及化妆品'],
  [47, 'BN047', 'Medical and health care', '醫療及保健', '医疗及保健'],
  [48, 'BN048', 'Pharmaceuticals', '醫藥', '医药'],
  [49, 'BN049', 'Travel agency', '旅行社', '旅行社'],
  [50, 'BN050', 'Hotel and accommodation', '酒店及住宿', '酒店及住宿'],
  [51, 'BN051', 'Media and publishing', '傳媒及出版', '传媒及出版'],
  [52, 'BN052', 'Printing', '印刷', '印刷'],
  [53, 'BN053', 'Entertainment and events', '娛樂及活動策劃', '娱乐及活动策划'],
  [54, 'BN054', 'Film and video production', '影視製作', '影视制作'],
  [55, 'BN055', 'Sports and fitness', '體育及健身', '体育及健身'],
  [56, 'BN056', 'Telecommunications', '電訊', '电信'],
  [57, 'BN057', 'Cleaning services', '清潔服務', '清洁服务'],
  [58, 'BN058', 'Security services', '保安服務', '安保服务'],
  [59, 'BN059', 'Employment agency', '職業介紹所', '职业介绍所'],
  [60, 'BN060', 'Human resources services', '人力資源服務', '人力资源服务'],
  [61, 'BN061', 'Research and development', '研究及開發', '研究与开发'],
  [62, 'BN062', 'Environmental services and renewable energy', '環保及可再生能源', '环保及可再生能源'],
  [63, 'BN063', 'Agriculture and fisheries', '漁農業', '农渔业'],
  [64, 'BN064', 'Art and antiques', '藝術品及古董', '艺术品及古董'],
  [65, 'BN065', 'Charity and non-profit', '慈善及非牟利', '慈善及非营利'],
  [66, 'BN066', 'Dormant (no business)', '不活動（暫無業務）', '不活动（暂无业务）'],
  [999, 'BN999', 'Others', '其他', '其他'],
] as const;

export type TBusinessNatureCode = (typeof ROWS)[number][1];

/** Business nature of spec §3. */
export interface TBusinessNature {
  readonly bnID: number;
  readonly bnCode: TBusinessNatureCode;
  readonly bnNameEng: string;
  /** Traditional Chinese (Hong Kong usage). */
  readonly bnNameTC: string;
  /** Simplified Chinese (mainland usage). */
  readonly bnNameSC: string;
}

export const BUSINESS_NATURES: readonly TBusinessNature[] = ROWS.map(
  ([bnID, bnCode, bnNameEng, bnNameTC, bnNameSC]) => ({ bnID, bnCode, bnNameEng, bnNameTC, bnNameSC }),
);

/** Which name field each interface language shows. */
export const BUSINESS_NATURE_NAME_FIELDS = {
  en: 'bnNameEng',
  'zh-HK': 'bnNameTC',
  'zh-CN': 'bnNameSC',
} as const satisfies Record<TLanguage, keyof TBusinessNature>;

const byCode: ReadonlyMap<string, TBusinessNature> = new Map(
  BUSINESS_NATURES.map((nature) => [nature.bnCode, nature]),
);

/** Finds a business nature by its code (BN001 …); undefined for an unknown code. */
export function businessNatureByCode(code: string): TBusinessNature | undefined {
  return byCode.get(code);
}

/** Tells whether a value is a business nature code of the list. */
export function isBusinessNatureCode(code: string): code is TBusinessNatureCode {
  return byCode.has(code);
}

/** Gives a business nature's name in an interface language. */
export function businessNatureName(entry: TBusinessNature, language: TLanguage): string {
  return entry[BUSINESS_NATURE_NAME_FIELDS[language]];
}
