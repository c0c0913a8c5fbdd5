// Generated documents: rendering an incorporation's set (NNC1-like form, consent, resolutions, three
// registers, a certificate per founder) for 3 and for 20 founder members, and stamping 3 signatures
// with the audit page into the form. Each document is laid out twice (see ADR 0012). Runs under tsx
// (scripts/bench.mjs does so): `node --import tsx scripts/bench-documents.mjs`.
import os from 'node:os';
import { documentPlan, ZCaseInformation } from '../packages/domain/src/index.ts';
import { renderDocument } from '../apps/server/src/modules/documents/pdf/templates.ts';
import { stampSignatures } from '../apps/server/src/modules/documents/pdf/stamp.ts';

function information(founders) {
  return ZCaseInformation.parse({
    companyEngName: 'Harbour Tea Limited',
    companyChiName: '海港茶葉有限公司',
    businessNature: 'BN001',
    regOfficeAddress: {
      engStreet: '25 Harbour Road',
      engDistrict: 'Wan Chai',
      chiDistrict: '灣仔',
      chiStreet: '港灣道25號',
      country: 'HKG',
    },
    shareCapitalCurrency: 'HKD',
    totalNumOfOrdShare: founders * 100,
    stakeholders: [
      {
        holderID: 'sec',
        holderType: 'C',
        compEngName: 'Kowloon Secretaries Limited',
        compChiName: '九龍秘書有限公司',
        isComSec: true,
      },
      ...Array.from({ length: founders }, (_, i) => ({
        holderID: `f${i}`,
        holderType: 'I',
        engFirstName: `Member ${i}`,
        engLastName: 'Chan',
        chiName: `陳${'一二三四五六七八九十'[i % 10]}明`,
        isShareHolder: true,
        isDirector: i < 2,
        ordinaryShares: 100,
        resAddress: { engStreet: `${i + 1} Nathan Road`, engDistrict: 'Mong Kok', country: 'HKG' },
      })),
    ],
  });
}

async function renderAll(founders) {
  const info = information(founders);
  const start = process.hrtime.bigint();
  const rendered = [];
  for (const plan of documentPlan('MVP', info)) {
    rendered.push({
      plan,
      ...(await renderDocument({
        documentId: '00000000-0000-4000-8000-000000000000',
        plan,
        info,
        caseRef: 'MVP-2026-0001',
        firmName: 'Bench',
        generatedAt: new Date(),
      })),
    });
  }
  return { rendered, ms: Number(process.hrtime.bigint() - start) / 1e6 };
}

await renderAll(1); // fonts read and parsed once per process
const small = await renderAll(3);
const large = await renderAll(20);
const form = small.rendered[0];
const start = process.hrtime.bigint();
await stampSignatures({
  original: form.bytes,
  slots: form.slots,
  documentId: 'bench',
  title: 'Incorporation Form',
  caseRef: 'MVP-2026-0001',
  version: 4,
  originalSha256: '0'.repeat(64),
  signers: form.plan.signers.map((holderID) => ({ holderID, name: holderID })),
  signatures: form.plan.signers.slice(0, 3).map((holderID, i) => ({
    holderID,
    signerName: holderID,
    signerEmail: `${holderID}@example.com`,
    method: 'TYPED',
    image: null,
    typedName: `Signer ${i} 簽署人`,
    signID: `00000000-0000-4000-8000-00000000000${i}`,
    signedAt: new Date(),
    ipAddress: '203.0.113.1',
  })),
});
const stampMs = Number(process.hrtime.bigint() - start) / 1e6;
const kb = (list) => Math.round(list.reduce((n, r) => n + r.bytes.length, 0) / 1000);
console.log(
  `documents: incorporation set for 3 founders ${small.rendered.length} PDFs in ${small.ms.toFixed(0)} ms (${kb(small.rendered)} kB); ` +
    `for 20 founders ${large.rendered.length} PDFs in ${large.ms.toFixed(0)} ms (${kb(large.rendered)} kB); ` +
    `stamping 3 signatures + audit page ${stampMs.toFixed(0)} ms (${os.cpus().length} cores, node ${process.version})`,
);
