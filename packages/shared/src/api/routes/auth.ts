// Written by scripts/api-routes.mjs from the API table: do not edit, run `npm run api-routes -w @tradepact/shared`.
import type { authApi as table } from '../index.js';

export const authApi = {
  login: { method: 'POST', path: '/api/auth/login' },
  login2fa: { method: 'POST', path: '/api/auth/login2fa' },
  refreshToken: { method: 'POST', path: '/api/auth/refreshToken' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  userInfo: { method: 'GET', path: '/api/auth/userinfo' },
  updateLanguage: { method: 'POST', path: '/api/auth/updatelanguage' },
  firstProjectHintSeen: { method: 'POST', path: '/api/auth/firstprojecthintseen' },
  register: { method: 'POST', path: '/api/identity/register' },
  checkEmail: { method: 'GET', path: '/api/identity/CheckEmailExists' },
  checkPhone: { method: 'GET', path: '/api/identity/CheckPhoneNumberExists' },
  send2fa: { method: 'POST', path: '/api/identity/send2fa' },
  resetPassword: { method: 'POST', path: '/api/identity/ResetPassword2Fa' },
  userSettings: { method: 'GET', path: '/api/identity/usersettings' },
  updateUserSettings: { method: 'POST', path: '/api/identity/updateusersettings' },
  confirmContactChange: { method: 'POST', path: '/api/identity/confirmcontactchange' },
  resendContactChange: { method: 'POST', path: '/api/identity/resendcontactchange' },
  cancelContactChange: { method: 'POST', path: '/api/identity/cancelcontactchange' },
  resendAlternateEmail: { method: 'POST', path: '/api/identity/resendalternateemail' },
  confirmAlternateEmail: { method: 'POST', path: '/api/identity/confirmalternateemail' },
  readKey: { method: 'GET', path: '/api/common/readkey' },
  isCanadaIp: { method: 'GET', path: '/api/common/iscanadaip' },
  devCaptcha: { method: 'GET', path: '/api/dev/captcha' },
  externalProviders: { method: 'GET', path: '/api/auth/external/providers' },
  externalExchange: { method: 'POST', path: '/api/auth/external/exchange' },
} as unknown as typeof table;
