/**
 * Words that say something about how a name is built rather than who it is: English given names Hong
 * Kong people put before or after their Chinese name (Peter CHAN Tai Man, LAU Kai Eddie; research §3),
 * honorifics, and the romanised spellings of the commonest Hong Kong and mainland surnames, which are
 * too common to identify anyone alone (Chan 10 %, Wong 8 %, Lee 6 % of Hong Kong names; SCMP 1995).
 */

/** English given names: a query word of these the listed name lacks costs little. */
export const ENGLISH_GIVEN_NAMES: ReadonlySet<string> = new Set(
  (
    'adam alan albert alex alexander alfred alice alvin amanda amy andrew andy angela ann anna anthony ' +
    'antonio arthur ben benjamin betty bill billy bobby brian bruce carl carmen carol carrie catherine ' +
    'charles cherry chris christina christine christopher cindy connie daniel danny david dennis derek ' +
    'diana donald doris edmund edward edwin elaine eliza elizabeth ellen emily eric esther eva fanny ' +
    'frank frankie gary george gigi gloria gordon grace harry helen henry irene ivan ivy jack jackie ' +
    'james jane janet jason jeffrey jennifer jenny jerry jessica jimmy joan joe john johnny joseph joyce ' +
    'judy julia karen kathy katherine keith kelvin kenneth kenny kevin kitty larry lawrence leo leslie ' +
    'linda lisa louis lucy maggie margaret maria mark martin mary matthew michael michelle mike nancy ' +
    'nelson nicholas norman oscar patrick paul peggy peter philip rachel raymond rebecca regina richard ' +
    'rita robert roger ronald rose ruby samuel sandy sarah simon stanley stephen steven susan sylvia ' +
    'terence terry thomas timothy tommy tony vincent vivian wallace walter william willie winnie'
  ).split(' '),
);

/** Titles and honorifics a clerk may type with a name. */
export const HONORIFICS: ReadonlySet<string> = new Set(
  'mr mrs ms miss dr prof sir madam haji hajji sheikh shaykh sheik mullah mulla maulana sayyid sayyed seyed seyyed'.split(
    ' ',
  ),
);

/**
 * Romanised spellings of common Chinese surnames (HK Government, Jyutping, pinyin, Wade–Giles;
 * research §3's table and the next most common), used to tell a romanised Chinese name and to keep
 * these words light in the score.
 */
export const CHINESE_SURNAME_SPELLINGS: ReadonlySet<string> = new Set(
  (
    'chan can chen chun wong wang huang wong lee li lei cheung zoeng zhang chang lau liu ng wu ho he ' +
    'leung loeng liang lam lin tsang zang zeng tseng cheng zheng yeung joeng yang chow chau zau zhou chou ' +
    'kwok gwok guo kuo tang dang deng teng tse ze xie hsieh yip jip ye yeh choi choy coi cai tsai hui heoi ' +
    'xu hsu law lo luo chu zyu zhu mak mai fung feng siu xiao hsiao lou lu au ou kong jiang chiang chiu ' +
    'zhao chao sun suen syun hu woo ko kou gao kao ma mah tsui ceoi soong song sung tong tang han hon ' +
    'tso cao tsao yuen jyun yuan pang peng poon pun pan so su shum sum shen shek shi sek shih tam tan ' +
    'liao liu lok lu luk tai dai tung dong fan fang fong yu yue jyu u yiu yao kam jin chin'
  ).split(' '),
);
