import { describe, expect, it } from 'vitest';
import { MSG } from '#domain/messages';
import {
  nameFromEmail,
  rateLimitVerdict,
  signInErrorMessage,
  signUpErrorMessage,
  signUpSuccessDescription,
} from './auth-messages';

const fmt = (iso: string) => `T(${iso})`;
const open = { is_rate_limited: false, locked_until_timestamp: null, delay_seconds: 0 };

describe('rateLimitVerdict', () => {
  it('locks sign-in and sign-up with their own wording', () => {
    const locked = { is_rate_limited: true, locked_until_timestamp: '2030-01-01T10:00:00Z', delay_seconds: 0 };
    expect(rateLimitVerdict(locked, 'auth', fmt)).toEqual({
      blocked: true,
      message: 'Account locked until T(2030-01-01T10:00:00Z)',
    });
    expect(rateLimitVerdict(locked, 'account_creation', fmt)).toEqual({
      blocked: true,
      message: 'Account creation locked until T(2030-01-01T10:00:00Z)',
    });
  });

  it('asks to wait delay_seconds, or 60 by default, when limited without a lock', () => {
    expect(rateLimitVerdict({ ...open, is_rate_limited: true, delay_seconds: 30 }, 'auth', fmt)).toEqual({
      blocked: true,
      message: 'Too many attempts. Please wait 30 seconds.',
    });
    expect(rateLimitVerdict({ ...open, is_rate_limited: true }, 'auth', fmt)).toEqual({
      blocked: true,
      message: 'Too many attempts. Please wait 60 seconds.',
    });
  });

  it('proceeds, waiting any positive delay first', () => {
    expect(rateLimitVerdict(open, 'auth', fmt)).toEqual({ blocked: false, waitSeconds: 0 });
    expect(rateLimitVerdict({ ...open, delay_seconds: 2 }, 'auth', fmt)).toEqual({ blocked: false, waitSeconds: 2 });
    expect(rateLimitVerdict({ ...open, delay_seconds: -1 }, 'auth', fmt)).toEqual({ blocked: false, waitSeconds: 0 });
  });
});

describe('error wording', () => {
  it('maps invalid credentials to the spec text and keeps other sign-in messages', () => {
    expect(signInErrorMessage('Invalid login credentials')).toBe(MSG.invalidCredentials);
    expect(signInErrorMessage('Invalid email or password')).toBe(MSG.invalidCredentials);
    expect(signInErrorMessage('Email not verified')).toBe('Email not verified');
    expect(signInErrorMessage(undefined)).toBe(MSG.internal);
  });

  it('maps "already registered" at sign-up and keeps other messages', () => {
    expect(signUpErrorMessage('User already registered')).toBe(MSG.emailExistsSignIn);
    expect(signUpErrorMessage(MSG.workEmailRequired)).toBe(MSG.workEmailRequired);
  });
});

describe('sign-up success', () => {
  it('adds the pre-configuration sentence only when a website was given', () => {
    expect(signUpSuccessDescription('')).toBe('Please check your email to verify your account.');
    expect(signUpSuccessDescription('  ')).toBe('Please check your email to verify your account.');
    expect(signUpSuccessDescription('https://acme.io')).toBe(
      "Please check your email to verify your account. We'll pre-configure your AI settings using your company website.",
    );
  });

  it('names the user after the e-mail local part', () => {
    expect(nameFromEmail('jane.doe@acme.io')).toBe('jane.doe');
  });
});
