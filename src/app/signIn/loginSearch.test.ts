import { loginSearchFrom } from './loginSearch';

describe('loginSearchFrom', () => {
  it('keeps a return path and a known reason', () => {
    expect(loginSearchFrom({ redirect: '/events?status=open', reason: 'expired' })).toEqual({
      redirect: '/events?status=open',
      reason: 'expired',
    });
  });

  it('drops what it does not know instead of refusing the page', () => {
    expect(loginSearchFrom({ redirect: 12, reason: 'hacked' })).toEqual({ redirect: undefined, reason: undefined });
  });
});
