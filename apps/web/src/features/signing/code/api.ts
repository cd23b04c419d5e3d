import { signingCodeApi } from '@tradepact/shared/api-routes';
import { call } from '../../../lib/http';

/** Texts a code to the key's signer (issue 32 §4); answers the masked number and the wait before another. */
export const textCode = (code: string) => call(signingCodeApi.send, { code }, { toast: false });

/** Checks the code typed from the text: the right one gives this browser the pass the key asks for. */
export const checkCode = (code: string, textedCode: string) =>
  call(signingCodeApi.check, { code, textedCode }, { toast: false });
