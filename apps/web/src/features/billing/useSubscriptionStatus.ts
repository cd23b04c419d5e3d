import { useEffect, useState } from 'react';
import { authApi } from '@tradepact/shared/api-routes';
import { call } from '../../lib/http';
import { getStored, refreshSubscriptionStatusEvent, setStored, type StoredUser } from '../../lib/storage';

export interface SubscriptionStatus {
  /** Doc 1 §1: restricted accounts may not generate or send agreements until they subscribe. */
  restricted: boolean;
  /** YYYY-MM-DD while on the trial (plan type 1), else null. */
  trialEndDate: string | null;
  planType: number | null;
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
    unreadBlog: metadata?.UnreadBlog ?? 0,
    templates: templatesOf(user),
  };
}

/** Asks every mounted `useSubscriptionStatus` to re-read the flags from the server (doc 1 §4). */
export function refreshSubscriptionStatus(): void {
  window.dispatchEvent(new Event(refreshSubscriptionStatusEvent));
}

/**
 * The subscription flags of the stored user info. The refresh-subscription-status event re-reads the
 * user info from the server, stores it, and updates every component using this hook.
 */
export function useSubscriptionStatus(): SubscriptionStatus {
  const [status, setStatus] = useState(() => statusOf(getStored('user')));

  useEffect(() => {
    let cancelled = false;
    const reread = async () => {
      const answer = await call(authApi.userInfo, undefined, { toast: false });
      if (cancelled || answer.Type !== 200 || !answer.Data) return;
      setStored('user', answer.Data);
      setStatus(statusOf(answer.Data));
    };
    const onRefresh = () => void reread();
    window.addEventListener(refreshSubscriptionStatusEvent, onRefresh);
    return () => {
      cancelled = true;
      window.removeEventListener(refreshSubscriptionStatusEvent, onRefresh);
    };
  }, []);

  return status;
}
