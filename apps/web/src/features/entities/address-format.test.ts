import { describe, expect, it } from 'vitest';
import { addressLines } from './address-format';

describe('addressLines', () => {
  it('gives the English line with the country named in the interface language, then the Chinese one', () => {
    const address = {
      engFlat: 'Room 1203',
      engStreet: '25 Harbour Road',
      engDistrict: 'Wan Chai',
      chiDistrict: '灣仔',
      chiStreet: '港灣道25號',
      chiFlat: '1203室',
      country: 'HKG',
    };
    expect(addressLines(address, 'en')).toEqual([
      'Room 1203, 25 Harbour Road, Wan Chai, Hong Kong',
      '灣仔港灣道25號1203室',
    ]);
    expect(addressLines(address, 'zh-HK')[0]).toBe('Room 1203, 25 Harbour Road, Wan Chai, 香港');
  });

  it('shows nothing for no address, the country alone when that is all there is', () => {
    expect(addressLines(null, 'en')).toEqual([]);
    expect(addressLines({ country: 'GBR' }, 'en')).toEqual(['United Kingdom']);
  });
});
