import { ApiError, NetworkError } from '@ai-women/web-core';
import { loginErrorMessage } from './loginMessages';

describe('loginErrorMessage', () => {
  it('maps each failure to the spec message', () => {
    expect(loginErrorMessage(new ApiError(401, 'x', null))).toBe('Invalid credentials. Please try again.');
    expect(loginErrorMessage(new ApiError(401, 'x', { message: 'Nope' }))).toBe('Nope');
    expect(loginErrorMessage(new ApiError(500, 'x', null))).toBe('Login failed. Please try again.');
    expect(loginErrorMessage(new NetworkError())).toBe(
      'No response received. Please check your internet connection.',
    );
    expect(loginErrorMessage(new TypeError('boom'))).toBe('An unexpected error occurred. Please try again.');
  });
});
