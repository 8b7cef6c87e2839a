/**
 * oidc-provider 9 ships no type declarations and @types/oidc-provider is not installed. This
 * declares only the part of its API the local sign-in provider uses, checked against the
 * installed source (lib/provider.js, lib/models/grant.js, lib/helpers/defaults.js). Remove it if
 * @types/oidc-provider is ever added.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { JWK } from 'jose';

  export interface ClientMetadata {
    client_id: string;
    client_name?: string;
    application_type?: 'web' | 'native';
    token_endpoint_auth_method?: string;
    grant_types?: string[];
    response_types?: string[];
    redirect_uris?: string[];
    post_logout_redirect_uris?: string[];
  }

  /** The client as the provider sees it (camel-cased metadata). */
  export interface Client {
    readonly clientId: string;
    readonly clientName?: string;
    readonly redirectUris: readonly string[];
  }

  export interface RotatedRefreshToken {
    readonly remainingTTL: number;
  }

  /** The Koa context the provider hands to configuration callbacks. */
  export interface KoaContextWithOIDC {
    body: unknown;
    type: string;
    status: number;
    readonly host: string;
    get(field: string): string;
    /** Sets a response header. */
    set(field: string, value: string): void;
    readonly oidc: {
      readonly client?: Client;
      readonly entities: { readonly RotatedRefreshToken?: RotatedRefreshToken };
    };
  }

  export interface ErrorOut {
    error: string;
    error_description?: string;
    [key: string]: unknown;
  }

  export interface AccountClaims {
    sub: string;
    [key: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): AccountClaims | Promise<AccountClaims>;
  }

  export interface ResourceServer {
    scope: string;
    audience?: string;
    accessTokenTTL?: number;
    accessTokenFormat?: 'opaque' | 'jwt';
  }

  type Awaitable<T> = T | Promise<T>;
  /** `ctx` is absent when a token is minted outside a request. */
  type TtlFunction = (ctx: KoaContextWithOIDC | undefined, token: unknown, client: Client) => number;

  export interface Configuration {
    clients?: ClientMetadata[];
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: Client) => boolean;
    scopes?: string[];
    claims?: Record<string, string[] | null>;
    findAccount?: (ctx: KoaContextWithOIDC, sub: string) => Awaitable<Account | undefined>;
    jwks?: { keys: JWK[] };
    cookies?: { keys?: string[] };
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: Client) => boolean };
    interactions?: { url?: (ctx: KoaContextWithOIDC, interaction: Interaction) => Awaitable<string> };
    ttl?: Record<string, number | TtlFunction>;
    /** Claims added to every access token (`token` is the AccessToken being minted). */
    extraTokenClaims?: (
      ctx: KoaContextWithOIDC | undefined,
      token: { readonly sessionUid?: string; readonly grantId?: string },
    ) => Awaitable<Record<string, unknown> | undefined>;
    renderError?: (ctx: KoaContextWithOIDC, out: ErrorOut, error: Error) => Awaitable<void>;
    features?: {
      devInteractions?: { enabled: boolean };
      resourceIndicators?: {
        enabled: boolean;
        defaultResource?: (
          ctx: KoaContextWithOIDC,
          client: Client,
          oneOf?: string[],
        ) => Awaitable<string | string[] | undefined>;
        useGrantedResource?: (ctx: KoaContextWithOIDC, model: unknown) => Awaitable<boolean>;
        getResourceServerInfo?: (
          ctx: KoaContextWithOIDC,
          resourceIndicator: string,
          client: Client,
        ) => Awaitable<ResourceServer>;
      };
      rpInitiatedLogout?: {
        enabled: boolean;
        logoutSource?: (ctx: KoaContextWithOIDC, form: string) => Awaitable<void>;
        postLogoutSuccessSource?: (ctx: KoaContextWithOIDC) => Awaitable<void>;
      };
    };
  }

  export interface PromptDetail {
    name: string;
    reasons: string[];
    details: {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
      [key: string]: unknown;
    };
  }

  export interface Interaction {
    readonly uid: string;
    readonly returnTo: string;
    readonly prompt: PromptDetail;
    readonly params: Record<string, unknown>;
    readonly session?: { readonly accountId: string };
    readonly grantId?: string;
  }

  export interface InteractionResults {
    login?: { accountId: string };
    consent?: { grantId?: string };
    [key: string]: unknown;
  }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    static find(id: string): Promise<Grant | undefined>;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(ttl?: number): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    readonly Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: 'server_error', listener: (ctx: KoaContextWithOIDC, error: Error) => void): this;
  }
}
