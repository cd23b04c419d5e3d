import type { TokenPair, UserInfo } from '@tradepact/shared';
import { setStored } from '../lib/storage';

/** A token pair whose access token is valid for another hour. */
export function validTokens(overrides: Partial<TokenPair> = {}): TokenPair {
  return {
    AccessToken: 'access-valid',
    RefreshToken: 'refresh-valid',
    AccessExpires: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    ...overrides,
  };
}

export type UserInfoOverrides = Partial<Omit<UserInfo, 'Metadata' | 'Subscription'>> & {
  Metadata?: Partial<UserInfo['Metadata']>;
  Subscription?: Partial<UserInfo['Subscription']>;
};

/**
 * The user info as GET /api/auth/userinfo answers it, with what a test sets. By default a monthly
 * subscriber without names (as an external sign-in leaves them) whose quotas have no limit (−1), so
 * no usage banner or template counter shows unless the test asks for one; the first-project hint
 * was shown already.
 */
export function aUserInfo({ Metadata, Subscription, ...fields }: UserInfoOverrides = {}): UserInfo {
  return {
    UserId: '6f1c2e4a-3b5d-4c7e-8f90-1a2b3c4d5e6f',
    Language: 'en',
    Id: '6f1c2e4a-3b5d-4c7e-8f90-1a2b3c4d5e6f',
    UserName: 'pat@example.com',
    Email: 'pat@example.com',
    FirstName: '',
    LastName: '',
    PhoneNumber: '4165550123',
    Token: null,
    Metadata: {
      IsRestricted: false,
      UnreadBlog: 0,
      TrialStartDate: '2026-01-05',
      TrialEndDate: '2026-01-26',
      ClientContractLimit: 0,
      Status: 1,
      StatusStr: 'Active',
      CanceledDate: null,
      TemplateLimit: 0,
      Referral: { Code: 'PAT2026', Discount: 0, Reward: 0, Credits: 0 },
      FirstProjectHintSeen: true,
      ...Metadata,
    },
    Subscription: {
      Plan: { Type: 2, Name: 'Monthly' },
      ClientContractQuota: -1,
      ClientContractUsed: 0,
      ClientContractBonus: 0,
      ClientContractBonusUsed: 0,
      ClientContractAmendments: 0,
      SubcontractorContractQuota: -1,
      SubcontractorContractUsed: 0,
      SubcontractorContractBonus: 0,
      SubcontractorContractBonusUsed: 0,
      SubcontractorContractAmendments: 0,
      QuotaEndTime: null,
      EndTime: null,
      TemplateQuota: -1,
      TemplateUsed: 0,
      ...Subscription,
    },
    ...fields,
  };
}

/** Stores a signed-in session on this device (what a sign-in leaves behind). */
export function storeSignedInSession(): TokenPair {
  const tokens = validTokens();
  setStored('token', tokens);
  setStored('user', aUserInfo());
  return tokens;
}
