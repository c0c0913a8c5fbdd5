/**
 * Chinese names with their romanisations written out by hand, independently of the matcher and its
 * tables (research §4: else the test is circular): traditional and simplified characters, Hong Kong
 * Government Cantonese (family name first), toneless Jyutping, Hanyu Pinyin and Wade–Giles (without
 * apostrophes and umlauts, as clerks type them). Invented people from common characters; the readings
 * are the standard ones (Unihan kCantonese / kMandarin, checked by eye).
 */

export interface TGoldChineseName {
  traditional: string;
  simplified: string;
  /** Family name, then given name syllables, in each system. */
  hk: [string, ...string[]];
  jyutping: [string, ...string[]];
  pinyin: [string, ...string[]];
  wadeGiles: [string, ...string[]];
}

const rows = `
陳大文|陈大文|Chan Tai Man|can daai man|Chen Da Wen|Chen Ta Wen
李家明|李家明|Lee Ka Ming|lei gaa ming|Li Jia Ming|Li Chia Ming
黃志強|黄志强|Wong Chi Keung|wong zi koeng|Huang Zhi Qiang|Huang Chih Chiang
張偉明|张伟明|Cheung Wai Ming|zoeng wai ming|Zhang Wei Ming|Chang Wei Ming
劉建華|刘建华|Lau Kin Wah|lau gin waa|Liu Jian Hua|Liu Chien Hua
梁國強|梁国强|Leung Kwok Keung|loeng gwok koeng|Liang Guo Qiang|Liang Kuo Chiang
林美玲|林美玲|Lam Mei Ling|lam mei ling|Lin Mei Ling|Lin Mei Ling
周文傑|周文杰|Chow Man Kit|zau man git|Zhou Wen Jie|Chou Wen Chieh
何家輝|何家辉|Ho Ka Fai|ho gaa fai|He Jia Hui|Ho Chia Hui
吳志偉|吴志伟|Ng Chi Wai|ng zi wai|Wu Zhi Wei|Wu Chih Wei
鄭少華|郑少华|Cheng Siu Wah|zeng siu waa|Zheng Shao Hua|Cheng Shao Hua
楊德明|杨德明|Yeung Tak Ming|joeng dak ming|Yang De Ming|Yang Te Ming
郭振興|郭振兴|Kwok Chun Hing|gwok zan hing|Guo Zhen Xing|Kuo Chen Hsing
謝文龍|谢文龙|Tse Man Lung|ze man lung|Xie Wen Long|Hsieh Wen Lung
葉志成|叶志成|Yip Chi Shing|jip zi sing|Ye Zhi Cheng|Yeh Chih Cheng
蔡國良|蔡国良|Choi Kwok Leung|coi gwok loeng|Cai Guo Liang|Tsai Kuo Liang
許德華|许德华|Hui Tak Wah|heoi dak waa|Xu De Hua|Hsu Te Hua
羅志明|罗志明|Law Chi Ming|lo zi ming|Luo Zhi Ming|Lo Chih Ming
朱家豪|朱家豪|Chu Ka Ho|zyu gaa hou|Zhu Jia Hao|Chu Chia Hao
馮偉光|冯伟光|Fung Wai Kwong|fung wai gwong|Feng Wei Guang|Feng Wei Kuang
鄧永健|邓永健|Tang Wing Kin|dang wing gin|Deng Yong Jian|Teng Yung Chien
曾麗華|曾丽华|Tsang Lai Wah|zang lai waa|Zeng Li Hua|Tseng Li Hua
蕭明輝|萧明辉|Siu Ming Fai|siu ming fai|Xiao Ming Hui|Hsiao Ming Hui
盧志堅|卢志坚|Lo Chi Kin|lou zi gin|Lu Zhi Jian|Lu Chih Chien
麥家樂|麦家乐|Mak Ka Lok|mak gaa lok|Mai Jia Le|Mai Chia Le
王國英|王国英|Wong Kwok Ying|wong gwok jing|Wang Guo Ying|Wang Kuo Ying
張磊|张磊|Cheung Lui|zoeng leoi|Zhang Lei|Chang Lei
趙志剛|赵志刚|Chiu Chi Kong|ziu zi gong|Zhao Zhi Gang|Chao Chih Kang
孫偉業|孙伟业|Suen Wai Yip|syun wai jip|Sun Wei Ye|Sun Wei Yeh
胡永祥|胡永祥|Wu Wing Cheung|wu wing coeng|Hu Yong Xiang|Hu Yung Hsiang
高志遠|高志远|Ko Chi Yuen|gou zi jyun|Gao Zhi Yuan|Kao Chih Yuan
馬家俊|马家俊|Ma Ka Chun|maa gaa zeon|Ma Jia Jun|Ma Chia Chun
徐少明|徐少明|Tsui Siu Ming|ceoi siu ming|Xu Shao Ming|Hsu Shao Ming
潘志雄|潘志雄|Poon Chi Hung|pun zi hung|Pan Zhi Xiong|Pan Chih Hsiung
蘇文光|苏文光|So Man Kwong|sou man gwong|Su Wen Guang|Su Wen Kuang
袁家偉|袁家伟|Yuen Ka Wai|jyun gaa wai|Yuan Jia Wei|Yuan Chia Wei
`;

const words = (text: string) => text.split(' ') as [string, ...string[]];

/** The hand-written Chinese names. */
export const GOLD_CHINESE_NAMES: readonly TGoldChineseName[] = rows
  .trim()
  .split('\n')
  .map((row) => {
    const [traditional = '', simplified = '', hk = '', jyutping = '', pinyin = '', wadeGiles = ''] =
      row.split('|');
    return {
      traditional,
      simplified,
      hk: words(hk),
      jyutping: words(jyutping),
      pinyin: words(pinyin),
      wadeGiles: words(wadeGiles),
    };
  });

/** Chinese companies: the characters (traditional, simplified, without 有限公司) and the English name. */
export const GOLD_CHINESE_COMPANIES: readonly { traditional: string; simplified: string; english: string }[] =
  [
    {
      traditional: '華通國際貿易',
      simplified: '华通国际贸易',
      english: 'WAH TUNG INTERNATIONAL TRADING COMPANY LIMITED',
    },
    { traditional: '金龍船務', simplified: '金龙船务', english: 'KAM LUNG SHIPPING LIMITED' },
    {
      traditional: '東方電子科技',
      simplified: '东方电子科技',
      english: 'TUNG FONG ELECTRONIC TECHNOLOGY LIMITED',
    },
    { traditional: '宏發實業', simplified: '宏发实业', english: 'WANG FAT INDUSTRIAL COMPANY LIMITED' },
    { traditional: '恒昌投資', simplified: '恒昌投资', english: 'HANG CHEONG INVESTMENT LIMITED' },
    { traditional: '新海洋物流', simplified: '新海洋物流', english: 'SUN HOI YEUNG LOGISTICS LIMITED' },
    { traditional: '萬豐能源', simplified: '万丰能源', english: 'MAN FUNG ENERGY LIMITED' },
    { traditional: '銀河航運', simplified: '银河航运', english: 'NGAN HO SHIPPING COMPANY LIMITED' },
  ];

/** The Chinese telegraph codes of two names as OFAC's SDN list writes them (research §3, decoded by hand). */
export const GOLD_TELEGRAPH: readonly { code: string; simplified: string }[] = [
  { code: '1728 4320', simplified: '张磊' },
  { code: '3769 0948 5391', simplified: '王国英' },
];
