/** Labels of the recipient's signing page (/Signature) and of the public /verify page. */
export const signingUi = {} as const;
