import { describe, expect, it } from 'vitest';
import { parseAddressText } from './parse-address.js';

describe('parseAddressText', () => {
  it('splits a Hong Kong address printed in both languages into its lines', () => {
    expect(
      parseAddressText([
        'Room 1203, Tower 2, Lippo Centre, 89 Queensway, Admiralty,',
        'Hong Kong',
        '香港金鐘金鐘道89號力寶中心二座1203室',
      ]),
    ).toEqual({
      engFlat: 'Room 1203, Tower 2',
      engBuilding: 'Lippo Centre',
      engStreet: '89 Queensway',
      engDistrict: 'Admiralty',
      chiDistrict: '金鐘',
      chiStreet: '金鐘道89號',
      chiBuilding: '力寶中心',
      chiFlat: '二座1203室',
      country: 'HKG',
    });
  });

  it('keeps what an address has: a street and district only, or Chinese only', () => {
    expect(parseAddressText(['8 Peak Road, The Peak, Hong Kong'])).toEqual({
      engStreet: '8 Peak Road',
      engDistrict: 'The Peak',
      country: 'HKG',
    });
    expect(parseAddressText(['香港旺角彌敦道123號金豐廣場12樓5A室'])).toEqual({
      chiDistrict: '旺角',
      chiStreet: '彌敦道123號',
      chiBuilding: '金豐廣場',
      chiFlat: '12樓5A室',
      country: 'HKG',
    });
  });

  it('reads an address abroad with its postal code and a district that holds a comma', () => {
    expect(parseAddressText(['3/F, Sun House, 12 Baker Street, London, W1U 3BT, United Kingdom'])).toEqual({
      engFlat: '3/F',
      engBuilding: 'Sun House',
      engStreet: '12 Baker Street',
      engDistrict: 'London',
      postalCode: 'W1U 3BT',
      country: 'GBR',
    });
    expect(
      parseAddressText(['Unit 1203, Pacific Tower, 88 Century Avenue, Pudong, Shanghai 200120, China']),
    ).toEqual({
      engFlat: 'Unit 1203',
      engBuilding: 'Pacific Tower',
      engStreet: '88 Century Avenue',
      engDistrict: 'Pudong, Shanghai 200120',
      country: 'CHN',
    });
  });
});
