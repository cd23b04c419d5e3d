import forge from 'node-forge';

/** The few DER building and reading helpers the seal's CMS and its timestamp request need, on node-forge's ASN.1. */

export const { asn1 } = forge;
export type Asn1 = forge.asn1.Asn1;

export const sequence = (value: Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, value);
export const set = (value: Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, value);
export const octets = (bytes: Buffer) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, bytes.toString('binary'));
export const integer = (bytes: Buffer) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, bytes.toString('binary'));
export const oid = (value: string) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(value).getBytes());
export const nullValue = () => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, '');
/** `[tag]`, constructed: an EXPLICIT tag around `value`, or an IMPLICIT SET/SEQUENCE's own items. */
export const tagged = (tag: number, value: Asn1[]) =>
  asn1.create(asn1.Class.CONTEXT_SPECIFIC, tag, true, value);

export const der = (node: Asn1) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
export const fromDer = (bytes: Buffer) => asn1.fromDer(bytes.toString('binary'));
export const children = (node: Asn1 | undefined): Asn1[] => (Array.isArray(node?.value) ? node.value : []);
export const bytesOf = (node: Asn1 | undefined): Buffer =>
  Buffer.from(typeof node?.value === 'string' ? node.value : '', 'binary');
export const oidOf = (node: Asn1 | undefined): string =>
  asn1.derToOid(forge.util.createBuffer(bytesOf(node).toString('binary')));
