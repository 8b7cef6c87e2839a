import type { DemoRole } from '../demoAccounts.ts';

/* The sign-in provider's pages in English and French, the two languages the app offers. */

export type Language = 'en' | 'fr';

export const TEXT = {
  en: {
    signInTitle: 'Sign in',
    heading: 'Sign in to Wattsight',
    tagline: 'Energy monitoring for your sites',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    wrongCredentials: 'Incorrect email or password.',
    demoHeading: 'Demo accounts',
    demoPassword: 'Every demo account uses the password',
    external: 'external',
    signingOut: 'Signing you out…',
    signOut: 'Sign out',
    signedOut: 'Signed out',
    signedOutBody: 'You are signed out of Wattsight. You can close this page.',
    errorTitle: 'Sign-in error',
    expired: 'This sign-in request has expired or was already used. Go back to Wattsight and sign in again.',
  },
  fr: {
    signInTitle: 'Connexion',
    heading: 'Connexion à Wattsight',
    tagline: 'Le suivi énergétique de vos sites',
    email: 'E-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    wrongCredentials: 'E-mail ou mot de passe incorrect.',
    demoHeading: 'Comptes de démonstration',
    demoPassword: 'Tous les comptes de démonstration utilisent le mot de passe',
    external: 'externe',
    signingOut: 'Déconnexion en cours…',
    signOut: 'Se déconnecter',
    signedOut: 'Déconnecté',
    signedOutBody: 'Vous êtes déconnecté de Wattsight. Vous pouvez fermer cette page.',
    errorTitle: 'Erreur de connexion',
    expired:
      'Cette demande de connexion a expiré ou a déjà été utilisée. Retournez sur Wattsight et connectez-vous à nouveau.',
  },
} as const;

export const ROLE_LABELS: Record<Language, Record<DemoRole, string>> = {
  en: {
    super_admin: 'Super administrator',
    admin: 'Administrator',
    operator: 'Operator',
    reader: 'Reader',
    customer_reader: 'Customer reader',
  },
  fr: {
    super_admin: 'Super administrateur',
    admin: 'Administrateur',
    operator: 'Opérateur',
    reader: 'Lecteur',
    customer_reader: 'Lecteur client',
  },
};

export function pickLanguage(acceptLanguage: string | undefined): Language {
  return acceptLanguage?.trim().toLowerCase().startsWith('fr') ? 'fr' : 'en';
}
