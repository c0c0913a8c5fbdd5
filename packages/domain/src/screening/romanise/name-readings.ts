/**
 * Hand-written name facts the Unihan extract lacks (research §3): a surname's own reading, which is
 * often not the character's common one (區 Au/ōu, not keoi/qū; 曾 zēng, not céng; 單 Sin/shàn), the
 * double surnames, second Cantonese readings common in given names (Unihan 15's kCantonese has only
 * one), and the characters common in personal names that syllableCharacters() is restricted to.
 * Characters are written in traditional form; lookups fold them (simplified input finds them too).
 */

/** Toneless readings: Cantonese (Jyutping) and Mandarin (pinyin, ü as v), usual first. */
export interface TNameReadings {
  yue: readonly string[];
  cmn: readonly string[];
}

/**
 * Single surnames, commonest in Hong Kong first (1995 phone books; research §3): 'character Jyutping |
 * pinyin', several readings comma-separated where both are surnames (樂 Lok or Ngok; Yuè or Lè).
 */
const SURNAME_LINES = `
陳 can|chen;黃 wong|huang;王 wong|wang;李 lei|li;張 zoeng|zhang;劉 lau|liu;吳 ng|wu;何 ho|he;梁 loeng|liang
林 lam|lin;曾 zang|zeng;鄭 zeng|zheng;楊 joeng|yang;周 zau|zhou;郭 gwok|guo;鄧 dang|deng;謝 ze|xie;葉 jip|ye
蔡 coi|cai;許 heoi|xu;羅 lo|luo;朱 zyu|zhu;麥 mak|mai;馮 fung|feng;蕭 siu|xiao;盧 lou|lu;區 au|ou;歐 au|ou
伍 ng|wu;胡 wu|hu;黎 lai|li;余 jyu|yu;譚 taam|tan;陸 luk|lu;馬 maa|ma;高 gou|gao;程 cing|cheng;袁 jyun|yuan
阮 jyun|ruan;鍾 zung|zhong;鐘 zung|zhong;潘 pun|pan;杜 dou|du;莫 mok|mo;蘇 sou|su;孔 hung|kong;方 fong|fang
石 sek|shi;韋 wai|wei;姚 jiu|yao;江 gong|jiang;傅 fu|fu;范 faan|fan;趙 ziu|zhao;錢 cin|qian;孫 syun|sun
徐 ceoi|xu;崔 ceoi|cui;唐 tong|tang;湯 tong|tang;洪 hung|hong;溫 wan|wen;邱 jau|qiu;丘 jau|qiu;游 jau|you
尤 jau|you;龍 lung|long;賴 laai|lai;雷 leoi|lei;呂 leoi|lv;廖 liu|liao;彭 paang|peng;蔣 zoeng|jiang;沈 sam|shen
岑 sam|cen;文 man|wen;萬 maan|wan;甘 gam|gan;金 gam|jin;關 gwaan|guan;簡 gaan|jian;顏 ngaan|yan;嚴 jim|yan
殷 jan|yin;任 jam|ren;侯 hau|hou;翁 jung|weng;容 jung|rong;龐 pong|pang;倪 ngai|ni;魏 ngai|wei;卓 coek|zhuo
戴 daai|dai;田 tin|tian;丁 ding|ding;白 baak|bai;包 baau|bao;鮑 baau|bao;毛 mou|mao;邵 siu|shao;施 si|shi
史 si|shi;冼 sin|xian;洗 sin|xian;單 sin|shan;佘 se|she;車 ce|che;祝 zuk|zhu;褚 cyu|chu;聶 nip|nie;姜 goeng|jiang
童 tung|tong;董 dung|dong;薛 sit|xue;夏 haa|xia;易 jik|yi;柯 o|ke;翟 zaak|zhai;查 caa|zha;仇 kau|qiu;解 haai|xie
樂 lok,ngok|yue,le;朴 pok,piu|piao;曹 cou|cao;左 zo|zuo;凌 ling|ling;戚 cik|qi;尹 wan|yin;狄 dik|di;喬 kiu|qiao
齊 cai|qi;閻 jim|yan;秦 ceon|qin;繆 mau,miu|miao;覃 taam,cam|qin,tan;勞 lou|lao;利 lei|li;柴 caai|chai
畢 bat|bi;霍 fok|huo;練 lin|lian;連 lin|lian;鄒 zau|zou;饒 jiu|rao;駱 lok|luo;康 hong|kang;古 gu|gu;顧 gu|gu
巫 mou|wu;鄺 kwong|kuang;植 zik|zhi;談 taam|tan;衛 wai|wei;祁 kei|qi;紀 gei|ji;賀 ho|he;闞 ham|kan;藍 laam|lan
向 hoeng|xiang;成 sing|cheng;梅 mui|mei;鄔 wu|wu;韓 hon|han;盛 sing|sheng;華 waa|hua;費 fai|fei;尉 wai|wei
蒲 pou|pu;辛 san|xin;符 fu|fu
`;

/** Double surnames: each character's reading within the surname ('歐陽' au joeng, ou yang). */
const DOUBLE_SURNAMES: Readonly<Record<string, readonly TNameReadings[]>> = {
  歐陽: [r('au', 'ou'), r('joeng', 'yang')],
  司徒: [r('si', 'si'), r('tou', 'tu')],
  上官: [r('soeng', 'shang'), r('gun', 'guan')],
  諸葛: [r('zyu', 'zhu'), r('got', 'ge')],
  司馬: [r('si', 'si'), r('maa', 'ma')],
  端木: [r('dyun', 'duan'), r('muk', 'mu')],
  夏侯: [r('haa', 'xia'), r('hau', 'hou')],
  尉遲: [r('wat', 'yu'), r('ci', 'chi')],
  令狐: [r('ling', 'ling'), r('wu', 'hu')],
  公孫: [r('gung', 'gong'), r('syun', 'sun')],
  慕容: [r('mou', 'mu'), r('jung', 'rong')],
  皇甫: [r('wong', 'huang'), r('fu', 'fu')],
  東方: [r('dung', 'dong'), r('fong', 'fang')],
  長孫: [r('zoeng', 'zhang'), r('syun', 'sun')],
  萬俟: [r('mak', 'mo'), r('kei', 'qi')],
  軒轅: [r('hin', 'xuan'), r('jyun', 'yuan')],
  宇文: [r('jyu', 'yu'), r('man', 'wen')],
};

/** Second Cantonese readings met in names that Unihan's single kCantonese leaves out. */
const MORE_CANTONESE: Readonly<Record<string, string>> = {
  曾: 'cang',
  長: 'zoeng',
  重: 'zung',
  行: 'hong haang',
  樂: 'ngok',
  朝: 'ziu',
  傳: 'zyun',
  單: 'sin',
  區: 'au',
  仇: 'kau',
  解: 'haai',
  覺: 'gaau',
  會: 'kui',
  藏: 'zong',
  降: 'hong',
  參: 'sam',
  省: 'sing',
  翟: 'zaak',
  查: 'zaa',
  覃: 'cam',
  繆: 'miu',
  尉: 'wat',
  萬: 'mak',
  柏: 'baak',
  朴: 'piu',
  易: 'jik',
};

/**
 * Characters common in Hong Kong and mainland given names, besides the surnames (made for this table
 * from common usage; the mainland frequency lists are GPL-3 and were not used).
 */
const GIVEN_NAME_CHARACTERS = `
偉志明國華強文輝俊傑健峰浩豪宏宇軒樂家嘉子康達榮耀光德仁義禮智信忠孝勇剛毅昌盛興發富貴安平泰祥福
壽成功業永恆長天海山林森松柏龍鵬飛雄威武權振中民生新立兆啟東南北錦銘鳴廣建兵波濤超凱宗堂順才斌彬
朗亮卓展鴻晉晨聰敏賢勤進少小大一二三四五六七八九十君仔初元堅正清政洪漢灝澤潤源深淵湛瀚霖雨雷雲
風雪秋冬春夏景晴暉旭昇升陽朝曉星辰月日世萬千百裕豐利財寶金銀鋒鈞鎮駿騏麟鳳凰虎彪韜學書詩琴棋雅
逸舒懷思念恩惠慈愛心意悅欣喜怡慧靜寧雯婷玲琳珊珍珠玉瑩瑤璇琦琪瑜瑞琛璋芳芬芝蘭菊梅蓮荷萍英花葉
蕾茵莉薇蓉蓓香秀美麗娟娥嫻婉嬌妍姍妮娜媚媛嬋姬燕鶯霞虹彩翠碧青紅丹素淑貞潔儀穎盈詠頌佳可如若依伊
曼蔓婕倩晶菲霏卿韻音善好慶賀年瓊桂杏桃櫻彤萱宜宣冰凝露霜澄沛汶泳洋江河湖溢滿燦煒炳焯熙燊煥炎燁
瑋瑾琨珮玟珏璐玥鈺鑫銓鍵基堯舜禹炫倫俐儒僑億佑祐佩伶佐寬容定實彥彰徽慕愷憲懿敦敬斐昊昕晞智曦望
杰栢桐棠楷樑標欣泓淼澔爾章竹笑筠紫維綺緯聖聲肇航良芷芯苑茜荃莊菁蔚藍蘊衍誠諾謙迪通遠運邦錚鎧雋
霆靈韋顯馨駒騰高麒黛齊亞阿彩秀惠珍瑛琼娣妹好金玉鳳蓮桂笑群根祖培基耀鏗焜灼炬達標榮坤乾嘉賜福
樹林森桑杭柱材棟梓楚樺橋檸權添田甜發皓盛睿知碩祺禎禮秉程穗立竣竺筱管紀紹經綿緣羽翔翹耕聆聰肅
能臻致興舟芊芙茂茹莎莘菀華萬蕊蕙薇藝虔蜜行衡袁裴西觀詠誼諭謹譽豪貞賀賓贊趣路軍輝迎進逸道達醇
量鈴錫鏡鐸開閔陶隆雁雅雍霄霓靖韶頤顏飛駱騫驊體鬱魁鴿鵑鶴麒黎鼎龍
`;

function r(yue: string, cmn: string): TNameReadings {
  return { yue: yue.split(','), cmn: cmn.split(',') };
}

function readSurnames(): Map<string, TNameReadings> {
  const table = new Map<string, TNameReadings>();
  for (const entry of SURNAME_LINES.split(/[;\n]/)) {
    const [char, readings] = entry.trim().split(' ');
    if (!char || !readings) continue;
    const [yue = '', cmn = ''] = readings.split('|');
    table.set(char, r(yue, cmn));
  }
  return table;
}

/** Single surnames and their readings as surnames, by traditional character. */
export const SURNAMES: ReadonlyMap<string, TNameReadings> = readSurnames();

export { DOUBLE_SURNAMES, MORE_CANTONESE };

/** Every character of a surname or a common given name, traditional as written here. */
export const NAME_CHARACTERS: readonly string[] = [
  ...new Set([
    ...SURNAMES.keys(),
    ...Object.keys(DOUBLE_SURNAMES).flatMap((name) => [...name]),
    ...GIVEN_NAME_CHARACTERS.replace(/\s/g, ''),
  ]),
];
