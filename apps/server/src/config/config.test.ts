import { readFile } from 'node:fs/promises';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, environmentVariables, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('starts with no variables at all, on the embedded defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.productName).toBe('Tradepact');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.twilio).toBeUndefined();
    expect(config.s3).toBeUndefined();
  });

  it('refuses a bad value and names the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('requires the whole Twilio trio once one of them is set', () => {
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(/TWILIO_AUTH_TOKEN/);
  });

  it('names the operator on invoices and general emails: the product by default, or the configured one', () => {
    expect(loadConfig({}).operator).toMatchObject({ name: 'Tradepact', address: '' });
    expect(
      loadConfig({ OPERATOR_NAME: 'Tradepact Inc.', OPERATOR_ADDRESS: '100 King St W, Toronto ON' }).operator,
    ).toMatchObject({ name: 'Tradepact Inc.', address: '100 King St W, Toronto ON' });
  });

  it('requires AUTH_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
  });

  describe('in production', () => {
    const safe = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://contracts.example.ca',
      SMTP_URL: 'smtps://user:pw@smtp.example.ca:465',
      SEAL_P12_PATH: '/etc/tradepact/seal.p12',
    };
    const without = (name: keyof typeof safe) => ({ ...safe, [name]: '' });

    it('starts once every unsafe default is replaced', () => {
      expect(loadConfig(safe).env).toBe('production');
    });

    it('refuses to start without PUBLIC_URL: links in emails would point to localhost', () => {
      expect(() => loadConfig(without('PUBLIC_URL'))).toThrow(/PUBLIC_URL: .*localhost/);
    });

    it('refuses to start without SMTP_URL: emails would go to an outbox nobody reads', () => {
      expect(() => loadConfig(without('SMTP_URL'))).toThrow(/SMTP_URL: .*outbox/);
    });

    it('refuses the self-signed seal unless SEAL_ALLOW_SELF_SIGNED=true', () => {
      expect(() => loadConfig(without('SEAL_P12_PATH'))).toThrow(
        /SEAL_P12_PATH: .*SEAL_ALLOW_SELF_SIGNED=true/,
      );
      expect(loadConfig({ ...without('SEAL_P12_PATH'), SEAL_ALLOW_SELF_SIGNED: 'true' }).seal.p12Path).toBe(
        undefined,
      );
    });

    it('refuses Stripe invoices that charge tax without the operator address and GST/HST number', () => {
      const stripe = { ...safe, STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
      expect(() => loadConfig(stripe)).toThrow(/OPERATOR_ADDRESS: [\s\S]*OPERATOR_GST_NUMBER: /);
      expect(() => loadConfig({ ...stripe, OPERATOR_ADDRESS: '100 King St W, Toronto ON' })).toThrow(
        /OPERATOR_GST_NUMBER/,
      );
      const complete = {
        ...stripe,
        OPERATOR_ADDRESS: '100 King St W',
        OPERATOR_GST_NUMBER: '123456789RT0001',
      };
      expect(loadConfig(complete).billing.mode).toBe('stripe');
    });

    it('names every unsafe default at once', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) })).toThrow(
        /PUBLIC_URL[\s\S]*SMTP_URL[\s\S]*SEAL_P12_PATH/,
      );
    });

    it('keeps the development defaults outside production', () => {
      expect(loadConfig({ NODE_ENV: 'development' }).mail.smtpUrl).toBeUndefined();
    });
  });

  describe('METRICS_TOKEN', () => {
    it('leaves metrics off when unset', () => {
      expect(loadConfig({}).metricsToken).toBeUndefined();
    });

    it('takes a token of 16 characters or more, and refuses a shorter one', () => {
      expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(16) }).metricsToken).toBe('a'.repeat(16));
      expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    });
  });

  describe('JOB_EXPIRE_SECONDS and JOB_RETRY_DELAY_SECONDS', () => {
    it("leave each job's own expiry and retry delay when unset", () => {
      expect(loadConfig({}).jobTimes).toEqual({ expireSeconds: undefined, retryDelaySeconds: undefined });
    });

    it('take whole seconds for the tests that kill a server mid-run', () => {
      expect(loadConfig({ JOB_EXPIRE_SECONDS: '10', JOB_RETRY_DELAY_SECONDS: '0' }).jobTimes).toEqual({
        expireSeconds: 10,
        retryDelaySeconds: 0,
      });
      expect(() => loadConfig({ JOB_EXPIRE_SECONDS: '0' })).toThrow(/JOB_EXPIRE_SECONDS/);
      expect(() => loadConfig({ JOB_RETRY_DELAY_SECONDS: 'soon' })).toThrow(/JOB_RETRY_DELAY_SECONDS/);
    });

    it('are refused in production, where a slow run cut short would run twice', () => {
      const production = {
        NODE_ENV: 'production',
        AUTH_SECRET: 'x'.repeat(40),
        PUBLIC_URL: 'https://contracts.example.ca',
        SMTP_URL: 'smtps://user:pw@smtp.example.ca:465',
        SEAL_ALLOW_SELF_SIGNED: 'true',
      };
      expect(() => loadConfig({ ...production, JOB_EXPIRE_SECONDS: '10' })).toThrow(
        /JOB_EXPIRE_SECONDS: is for tests only/,
      );
      expect(() => loadConfig({ ...production, JOB_RETRY_DELAY_SECONDS: '1' })).toThrow(
        /JOB_RETRY_DELAY_SECONDS: is for tests only/,
      );
    });
  });

  it('is described by .env.example: every variable, each with its default', async () => {
    const example = parseEnv(await readFile(new URL('../../../../.env.example', import.meta.url), 'utf8'));
    expect(Object.keys(example).sort()).toEqual([...environmentVariables].sort());
    // A password is kept as written, so an empty one stays empty rather than unset: the same seal.
    expect(loadConfig(example)).toEqual(loadConfig({ SEAL_P12_PASSWORD: '' }));
  });

  it('treats empty values as unset, as an .env file copied from the example leaves them', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' }).databaseUrl).toBeUndefined();
  });

  describe('TRUST_PROXY', () => {
    it('trusts no proxy by default', () => {
      expect(loadConfig({}).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    });

    it('takes the addresses and networks of the proxies in front of the server', () => {
      expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8,loopback,fd00::/8' }).trustProxy).toEqual([
        '10.0.0.1',
        '10.0.0.0/8',
        'loopback',
        'fd00::/8',
      ]);
    });

    it('refuses true, which would believe any X-Forwarded-For, and says what to write instead', () => {
      expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY.*TRUST_PROXY=10\.0\.0\.1/);
    });

    it.each(['1', '2', 'proxy.example.com', '10.0.0.0/33', '10.0.0.256'])('refuses %j', (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    });
  });

  describe('writing help', () => {
    it('offers no AI provider without a key, and the daily limits of the shared rules', () => {
      const { writingHelp } = loadConfig({});
      expect(writingHelp.provider).toBeUndefined();
      expect(writingHelp.callsPerDay).toBe(100);
      expect(writingHelp.charactersPerDay).toBe(300_000);
    });

    it("calls DeepSeek's chat model for 30 s by default once a key is set", () => {
      expect(loadConfig({ AI_API_KEY: 'sk-test' }).writingHelp.provider).toEqual({
        apiKey: 'sk-test',
        baseUrl: 'https://api.deepseek.com',
        model: 'deepseek-chat',
        timeoutMs: 30_000,
      });
    });

    it('takes another OpenAI-compatible provider, model, timeout and limits', () => {
      const { writingHelp } = loadConfig({
        AI_API_KEY: 'sk-test',
        AI_BASE_URL: 'http://127.0.0.1:9999/v1',
        AI_MODEL: 'gpt-4o-mini',
        AI_TIMEOUT_MS: '500',
        AI_CALLS_PER_DAY: '3',
        AI_CHARACTERS_PER_DAY: '1000',
      });
      expect(writingHelp).toEqual({
        provider: {
          apiKey: 'sk-test',
          baseUrl: 'http://127.0.0.1:9999/v1',
          model: 'gpt-4o-mini',
          timeoutMs: 500,
        },
        callsPerDay: 3,
        charactersPerDay: 1000,
      });
    });

    it('refuses a base URL that is not a URL, and names the variable', () => {
      expect(() => loadConfig({ AI_BASE_URL: 'deepseek' })).toThrow(/AI_BASE_URL/);
      expect(() => loadConfig({ AI_CALLS_PER_DAY: '0' })).toThrow(/AI_CALLS_PER_DAY/);
    });
  });
});
