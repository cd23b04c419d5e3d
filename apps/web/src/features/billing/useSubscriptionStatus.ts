import { useQuery } from '@tanstack/react-query';
import { authApi } from '@tradepact/shared/api-routes';
import { call } from '../../lib/http';
import {
  getStored,
  refreshSubscriptionStatusEvent,
  setStored,
  userInfoKey,
  type StoredUser,
} from '../../lib/storage';

export interface SubscriptionStatus {
  /** Doc 1 §1: restricted accounts may not generate or send agreements until they subscribe. */
  restricted: boolean;
  /** YYYY-MM-DD while on the trial (plan type 1), else null. */
  trialEndDate: string | null;
  planType: number | null;
  /** The plan's name, '' when unknown. */
  planName: string;
  unreadBlog: number;
  /**
   * DECISIONS "Template quota": the custom templates held and the plan's quota; null when there is
   * no counter (the free plan's Metadata.TemplateLimit −1, a quota without limit).
   */
  templates: { used: number; quota: number } | null;
}

const noLimit = -1;

function templatesOf(user: StoredUser | null): SubscriptionStatus['templates'] {
  const quota = user?.Subscription?.TemplateQuota;
  const used = user?.Subscription?.TemplateUsed;
  // A user stored on this device before these figures were served has none until it is re-read.
  if (typeof quota !== 'number' || typeof used !== 'number') return null;
  if (user?.Metadata.TemplateLimit === noLimit || quota === noLimit) return null;
  return { used, quota };
}

function statusOf(user: StoredUser | null): SubscriptionStatus {
  const metadata = user?.Metadata;
  const planType = user?.Subscription?.Plan?.Type ?? null;
  return {
    restricted: metadata?.IsRestricted ?? false,
    trialEndDate: planType === 1 ? (metadata?.TrialEndDate ?? null) : null,
    planType,
    planName: user?.Subscription?.Plan?.Name ?? '',
    unreadBlog: metadata?.UnreadBlog ?? 0,
    templates: templatesOf(user),
  };
}

/** Says the account's figures changed: every component showing them re-reads them from the server. */
export function refreshSubscriptionStatus(): void {
  window.dispatchEvent(new Event(refreshSubscriptionStatusEvent));
}

/**
 * GET userinfo as TanStack Query keeps it: the user info stored at sign-in until the server is asked
 * again, which happens when refreshSubscriptionStatus says the figures changed and whenever the
 * window comes back into focus (another tab or device may have changed them). Each answer is
 * stored too, for the next visit. `fresh` asks the server once more as the component mounts.
 */
export function useUserInfo({ fresh = false }: { fresh?: boolean } = {}) {
  return useQuery({
    queryKey: userInfoKey,
    queryFn: async ({ signal }) => {
      const answer = await call(authApi.userInfo, undefined, { signal, toast: false });
      // A failed read keeps what is known (the query keeps its data on an error).
      if (answer.Type !== 200 || !answer.Data) throw new Error(answer.Content);
      // An answer landing after a sign-out must not bring the user back onto the device.
      if (getStored('token')) setStored('user', answer.Data);
      return answer.Data;
    },
    initialData: () => getStored('user') ?? undefined,
    staleTime: Infinity,
    refetchOnWindowFocus: 'always',
    refetchOnMount: fresh ? 'always' : true,
  });
}

/** The subscription flags of the user info (doc 1 §4), kept up to date as useUserInfo says. */
export function useSubscriptionStatus(): SubscriptionStatus {
  return statusOf(useUserInfo().data ?? null);
}
