/** NAR1 lines for the reader's tests: one laid out as the project prints a return, one as OCR read a scan. */

/**
 * An NAR1 as lines with positions (points from the top left of an A4 page), laid out as the
 * project prints it. Each row lists its runs by x; `ocr` joins a row's runs into one line, as OCR
 * reads a label with its value or a table row, and applies the misreads given.
 */
export type TRow = [page: number, y: number, runs: Array<[x: number, text: string]>];

export const RETURN: TRow[] = [
  [1, 50, [[48, 'Annual Return']]],
  [1, 150, [[54, '1 Company Name 公司名稱']]],
  [
    1,
    172,
    [
      [48, 'Company Name 公司名稱'],
      [238, 'Harbour Tea Limited 海港茶葉有限公司'],
    ],
  ],
  [
    1,
    190,
    [
      [48, 'Company Number 公司編號'],
      [238, '3456789'],
    ],
  ],
  [1, 230, [[54, '2 Business Name (if any) 商業名稱（如有的話）']]],
  [
    1,
    252,
    [
      [48, 'Business Name 商業名稱'],
      [238, '—'],
    ],
  ],
  [1, 280, [[54, '3 Type of Company 公司類別']]],
  [
    1,
    302,
    [
      [48, 'Type 類別'],
      [238, '[X] Private 私人'],
    ],
  ],
  [1, 330, [[54, '4 Date to which this Return is Made Up 本申報表的結算日期']]],
  [
    1,
    352,
    [
      [48, 'Date (DD/MM/YYYY) 日期（日/月/年）'],
      [238, '30/06/2025'],
    ],
  ],
  [1, 385, [[54, '5 Address of Registered Office 註冊辦事處地址']]],
  [
    1,
    405,
    [
      [48, 'Address 地址'],
      [238, 'Flat 12A, 12/F, Kwai Fong Centre, 88 Queen’s Road Central, Central,'],
    ],
  ],
  [1, 419, [[238, 'Hong Kong']]],
  [1, 433, [[238, '香港中環皇后大道中88號葵芳中心12樓12A室']]],
  [1, 465, [[54, '6 E-mail Address 電郵地址']]],
  [
    1,
    487,
    [
      [48, 'E-mail Address 電郵地址'],
      [238, 'info@harbourtea.example'],
    ],
  ],
  [1, 520, [[54, '7 Share Capital (as at the date of this Return) 股本（截至本申報表的日期）']]],
  [
    1,
    543,
    [
      [52, 'Class 類別'],
      [191.8, 'Currency 貨幣'],
      [271.7, 'Total Number Issued 已發行總數'],
      [411.5, 'Total Amount Paid Up 已繳總款'],
    ],
  ],
  [1, 555, [[411.5, '額']]],
  [
    1,
    575,
    [
      [52, 'Ordinary'],
      [191.8, 'HKD'],
      [271.7, '10,000'],
      [411.5, '10,000'],
    ],
  ],
  [
    1,
    595,
    [
      [52, 'Preference'],
      [191.8, 'HKD'],
      [271.7, '500'],
      [411.5, '5,000'],
    ],
  ],
  [1, 632, [[54, '8 Particulars of Company Secretary 公司秘書詳情']]],
  [
    1,
    657,
    [
      [52, 'Name 姓名 / 名稱'],
      [211.8, 'Correspondence Address 通訊地址'],
      [411.5, 'Identification 身分證明'],
    ],
  ],
  [
    1,
    677,
    [
      [52, 'Harbour Holdings Limited'],
      [211.8, '1 Harbour Road, Wan Chai, Hong Kong'],
      [411.5, 'Company No. 公司編號 1234567'],
    ],
  ],
  [
    1,
    689,
    [
      [52, '海港控股有限公司'],
      [411.5, 'TCSP Licence 信託或公司服務提供'],
    ],
  ],
  [1, 701, [[411.5, '者牌照 TC001234']]],
  [2, 63, [[54, '9 Particulars of Directors 董事詳情']]],
  [
    2,
    87,
    [
      [52, 'Name 姓名 / 名稱'],
      [211.8, 'Correspondence Address 通訊地址'],
      [411.5, 'Identification 身分證明'],
    ],
  ],
  [
    2,
    107,
    [
      [52, 'CHAN, Tai Man'],
      [211.8, '8 Peak Road, The Peak, Hong Kong'],
      [411.5, 'A123**** (partial 部分號碼) ·'],
    ],
  ],
  [
    2,
    119,
    [
      [52, '陳大文'],
      [411.5, 'HKG'],
    ],
  ],
  [
    2,
    139,
    [
      [52, 'WONG, Siu Ming'],
      [211.8, '3 Hill Road, Mid-Levels, Hong Kong'],
      [411.5, 'K765**** (partial 部分號碼)'],
    ],
  ],
  [2, 177, [[54, '10 Address where Company Records are Kept 備存公司紀錄的地址']]],
  [
    2,
    199,
    [
      [48, 'Address 地址'],
      [238, 'Registered office 註冊辦事處'],
    ],
  ],
  [2, 240, [[54, 'Signature 簽署']]],
  [2, 320, [[48, 'Harbour Holdings Limited — Company Secretary 公司秘書']]],
  [2, 805, [[48, 'Annual Return (Form NAR1) · AR-1 · d1 · 2 / 3']]],
  [3, 50, [[48, 'Schedule 1: Particulars of Members']]],
  [3, 70, [[48, '附表一：成員詳情']]],
  [
    3,
    139,
    [
      [52, 'Name 姓名 / 名稱'],
      [201.8, 'Address 地址'],
      [391.5, 'Class 類別'],
      [461.4, 'Current Holding 現'],
    ],
  ],
  [3, 151, [[461.4, '時持有量']]],
  [
    3,
    171,
    [
      [52, 'CHAN, Tai Man'],
      [201.8, '8 Peak Road, The Peak, Hong Kong'],
      [391.5, 'Ordinary'],
      [461.4, '7,000'],
    ],
  ],
  [3, 183, [[52, '陳大文']]],
  [
    3,
    203,
    [
      [52, 'Harbour Holdings Limited'],
      [201.8, '1 Harbour Road, Wan Chai, Hong Kong'],
      [391.5, 'Ordinary'],
      [461.4, '3,000'],
    ],
  ],
  [3, 215, [[52, '海港控股有限公司']]],
];

/** Lines as tesseract read a scanned return (200 dpi, a degree askew, noise), in points: pages 1 and 2. */
export const SCANNED: Array<[number, string, number, number, number, number, number]> = [
  [1, 'Annualt Return', 48.6, 57.6, 119.5, 14.0, 0.38],
  [1, '周年申報表', 49.0, 78.8, 69.1, 21.2, 0.92],
  [1, 'Form NAR1 表格', 49.7, 101.9, 69.8, 13.0, 0.86],
  [1, '。 Prepared by Invented Corporate Services', 123.5, 104.0, 176.8, 9.0, 0.53],
  [1, 'Case AR-FIXTURE', 314.3, 104.4, 69.5, 6.8, 0.8],
  [1, '。 2025-06-30', 389.9, 104.4, 53.3, 6.8, 0.75],
  [1, '1 Company Name 公司名稱', 55.4, 145.8, 139.0, 11.5, 0.5],
  [1, 'Company Name 公司名稱', 49.3, 169.6, 98.3, 9.0, 0.91],
  [1, 'Eastern Trading Limited 東方貿易有限公司', 239.4, 169.9, 184.7, 10.1, 0.91],
  [1, 'Company Number 人生繼呈', 49.0, 187.6, 107.6, 15.5, 0.0],
  [1, '2672626', 239.0, 188.3, 36.4, 7.6, 0.87],
  [1, '2 Business Name (ifany) 商業名稱 (如有的話 )', 55.1, 215.6, 232.2, 14.8, 0.87],
  [1, 'Business Name 商業名稱', 49.3, 241.2, 95.0, 7.9, 0.89],
  [1, '由', 239.0, 246.2, 7.6, 0.7, 0.0],
  [1, '3 TypeofCompany 公司類別', 55.1, 269.3, 148.3, 14.8, 0.72],
  [1, '[X] Private 私人 [] Public 公眾 [] Guarantee 擔保', 239.4, 294.8, 220.7, 10.1, 0.62],
  [1, 'Type 類別.', 49.0, 295.2, 39.6, 10.8, 0.43],
  [1, '4 Date to which this Returnis Made Up 本申報表的結算日期', 54.7, 324.7, 299.2, 11.5, 0.51],
  [1, 'Date (DD/MM/YYYY) 日期 (日 / 月 / 年 )', 49.7, 347.4, 139.0, 13.0, 0.83],
  [1, '30/06/2025', 239.0, 349.2, 49.0, 9.4, 0.92],
  [1, '5 AddressofRegistered Office 註冊辦事處地址', 55.1, 376.6, 234.4, 15.5, 0.83],
  [1, 'Address 地址', 49.0, 401.4, 50.8, 12.2, 0.9],
  [1, 'Flat 2B, 13/F, Man Lee Building, 57 Des Voeux Road Central, Sheung', 239.4, 402.8, 295.2, 10.4, 0.56],
  [1, 'Wan, Hong Kong', 239.0, 417.2, 72.7, 9.7, 0.91],
  [1, '6 E-mailAddress 電郵地址', 51.1, 444.6, 139.3, 15.8, 0.8],
  [1, '5 電郵地址', 49.3, 470.2, 93.6, 17.6, 0.0],
  [1, 'info353@eastern.example.com', 239.4, 470.5, 136.8, 9.7, 0.63],
  [2, '9 Particulars ofDirectors 董事詳情', 54.4, 62.6, 177.1, 15.1, 0.14],
  [2, 'Name 姓名 / 名稱', 52.6, 88.9, 68.0, 13.7, 0.9],
  [2, 'Correspondence Address 通訊地址', 212.0, 88.9, 141.1, 12.6, 0.92],
  [2, 'ldentification 身分證明', 412.2, 88.9, 92.2, 12.6, 0.68],
  [2, 'R848***”* (partial 部分號碼 )', 412.2, 103.3, 106.9, 20.2, 0.0],
  [2, '香港北角英皇道 181 號金豐廣場 18 樓 14A 室', 212.4, 109.1, 156.2, 13.3, 0.92],
  [2, 'LEE,WaiKeung', 52.9, 110.9, 59.8, 9.0, 0.74],
  [2, '。', 522.0, 113.8, 1.8, 1.8, 0.82],
  [2, '李偉強', 52.6, 122.4, 24.8, 7.9, 0.75],
  [2, 'HKG', 412.2, 123.1, 16.6, 6.8, 0.9],
];
