import type { TAddress } from '../case-form/address.js';
import { COUNTRIES } from '../reference/countries.js';
import { normaliseCountry } from '../reference/hong-kong.js';

/**
 * An address as a form prints it, back into the case information's lines. The NAR1 writes the
 * English lines joined by commas (flat, building, street, district, postal code, country) and the
 * Chinese ones run together after the country (香港中環皇后大道中88號葵芳中心12樓12A室), so the lines
 * are told apart by what they look like: a flat has Flat/Room/Floor, a street a number and Road or
 * Street, the Chinese street ends at its number (…88號), the Chinese flat starts at its floor (12樓).
 */

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const FLAT_WORDS =
  /\b(flat|room|rm|unit|suite|floor|fl|block|blk|tower|shop|house no|g\/f|[0-9]+\/f|lg\/f|ug\/f|basement|penthouse)\b|^[0-9]+[a-z]?\/f$/i;
const STREET_WORDS =
  /\b(road|rd|street|st|avenue|ave|lane|drive|path|terrace|way|square|boulevard|highway|praya|circuit|crescent|rise|hill|esplanade|parade|promenade|place|walk|garden road|wan|lu|jie|dao)\b/i;
const BUILDING_WORDS =
  /\b(building|bldg|centre|center|tower|house|court|plaza|mansion|mansions|garden|gardens|estate|commercial|industrial|villa|villas|place|mall|arcade|hall|apartments?|residence|towers)\b/i;
const POSTCODE = /^(?=.*\d)[a-z0-9][a-z0-9 -]{2,9}$/i;

/** Hong Kong districts by their Chinese names, longest first, to tell where a Chinese district ends. */
const CHINESE_DISTRICTS = [
  '堅尼地城',
  '中西區',
  '銅鑼灣',
  '尖沙咀',
  '油麻地',
  '深水埗',
  '九龍城',
  '九龍塘',
  '長沙灣',
  '黃大仙',
  '將軍澳',
  '鰂魚涌',
  '香港仔',
  '筲箕灣',
  '薄扶林',
  '跑馬地',
  '大嶼山',
  '赤鱲角',
  '鴨脷洲',
  '何文田',
  '土瓜灣',
  '牛頭角',
  '中環',
  '上環',
  '西環',
  '金鐘',
  '灣仔',
  '北角',
  '柴灣',
  '太古',
  '山頂',
  '旺角',
  '佐敦',
  '紅磡',
  '觀塘',
  '九龍',
  '荃灣',
  '葵涌',
  '青衣',
  '沙田',
  '大埔',
  '屯門',
  '元朗',
  '上水',
  '粉嶺',
  '西貢',
  '東涌',
  '天水圍',
  '馬鞍山',
  '大角咀',
  '太子',
  '新界',
  '香港',
].sort((a, b) => b.length - a.length);

/** Where a Chinese street ends: its number (88號, 1-3號) or, with no number, its kind (道, 街, 路). */
const CHINESE_STREET_END = /[0-9０-９]+[A-Za-z]?(?:[-–至][0-9]+[A-Za-z]?)?號/;
const CHINESE_STREET_KIND = /.*?(?:大道|道|街|路|里|巷|徑|坊|台|臺|圍|村)[東南西北中]?/;
/** Where a Chinese flat starts: its floor, block or room (12樓, A座, 地下, 3室). */
const CHINESE_FLAT_START =
  /(?:[0-9０-９]+[A-Za-z]?樓|[A-Za-z0-9一二三四五六七八九十]+座|地下|地庫|閣樓|低層|高層|[0-9]+[A-Za-z]?室)/;

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

function parseEnglish(text: string, address: TAddress): void {
  const parts = text
    .split(/\s*,\s*/)
    .map(clean)
    .filter(Boolean);
  const last = parts[parts.length - 1];
  const country = last ? normaliseCountry(last) : undefined;
  if (country) {
    address.country = country;
    parts.pop();
  }
  const beforeCountry = parts[parts.length - 1];
  if (parts.length > 2 && beforeCountry && POSTCODE.test(beforeCountry) && !FLAT_WORDS.test(beforeCountry)) {
    address.postalCode = beforeCountry;
    parts.pop();
  }
  if (parts.length === 0) return;
  if (parts.length === 1) {
    const only = parts[0] ?? '';
    if (/\d/.test(only) || STREET_WORDS.test(only)) address.engStreet = only;
    else address.engDistrict = only;
    return;
  }
  // The street is the last part that reads like one before the final part; all after it is the
  // district (abroad it may hold a comma: `Pudong, Shanghai 200120`).
  let street = -1;
  for (let i = parts.length - 2; i >= 0 && street < 0; i--) {
    const part = parts[i] ?? '';
    if (STREET_WORDS.test(part) && !FLAT_WORDS.test(part)) street = i;
  }
  if (street < 0) street = parts.length - 2;
  address.engStreet = parts[street];
  address.engDistrict = parts.slice(street + 1).join(', ');
  const before = parts.slice(0, street);
  const candidate = before[before.length - 1];
  if (candidate && (BUILDING_WORDS.test(candidate) || !FLAT_WORDS.test(candidate))) {
    address.engBuilding = candidate;
    before.pop();
  }
  if (before.length) address.engFlat = before.join(', ');
}

function parseChinese(text: string, address: TAddress): void {
  let rest = text.replace(/\s+/g, '');
  const country = COUNTRIES.filter((c) => rest.startsWith(c.nameZhHK)).sort(
    (a, b) => b.nameZhHK.length - a.nameZhHK.length,
  )[0];
  // 香港 is both the country and a district-like prefix: it is the country when it leads the line.
  if (country) {
    rest = rest.slice(country.nameZhHK.length);
    address.country ??= country.iso3;
  }
  if (!rest) return;
  const district = CHINESE_DISTRICTS.find((d) => rest.startsWith(d));
  const streetEnd = CHINESE_STREET_END.exec(rest);
  let afterStreet: number;
  if (streetEnd) afterStreet = streetEnd.index + streetEnd[0].length;
  else afterStreet = CHINESE_STREET_KIND.exec(rest)?.[0].length ?? 0;
  let districtEnd = district?.length ?? 0;
  if (!district && afterStreet > 0) {
    // An unknown district: two characters, the commonest length, when a street follows.
    const kind = CHINESE_STREET_KIND.exec(rest)?.[0].length ?? 0;
    districtEnd = kind > 4 ? 2 : 0;
  }
  if (districtEnd > afterStreet) afterStreet = districtEnd;
  if (districtEnd) address.chiDistrict = rest.slice(0, districtEnd);
  const street = rest.slice(districtEnd, afterStreet);
  if (street) address.chiStreet = street;
  const tail = rest.slice(afterStreet);
  const flat = CHINESE_FLAT_START.exec(tail);
  const flatStart = flat ? flat.index : tail.length;
  if (tail.slice(0, flatStart)) address.chiBuilding = tail.slice(0, flatStart);
  if (tail.slice(flatStart)) address.chiFlat = tail.slice(flatStart);
}

/** The address lines of a printed address (its English and Chinese lines as the page wraps them). */
export function parseAddressText(lines: string[]): TAddress {
  const address: TAddress = {};
  const english = lines.filter((l) => !CJK.test(l)).join(' ');
  const chinese = lines.filter((l) => CJK.test(l)).join('');
  if (clean(english)) parseEnglish(english, address);
  if (chinese) parseChinese(chinese, address);
  return address;
}
