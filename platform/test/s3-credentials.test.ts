// S3 without static keys signs with the pod's workload identity when the platform provides one, so an
// installation on EKS needs no long-lived keys in a Secret (the ServiceAccount carries the role).
import { IamAwsProvider } from 'minio';
import { describe, expect, it } from 'vitest';
import { s3CredentialSource } from '@tablecraft/platform';

describe('S3 credentials', () => {
  it('uses the static keys when both are given, whatever the environment says', () => {
    expect(
      s3CredentialSource({ accessKey: 'AKIA', secretKey: 'shh' }, { AWS_WEB_IDENTITY_TOKEN_FILE: '/var/run/secrets/token' }).kind,
    ).toBe('keys');
  });

  it.each([
    [
      'IRSA',
      {
        AWS_WEB_IDENTITY_TOKEN_FILE: '/var/run/secrets/eks.amazonaws.com/serviceaccount/token',
        AWS_ROLE_ARN: 'arn:aws:iam::123:role/tablecraft',
      },
    ],
    ['EKS Pod Identity', { AWS_CONTAINER_CREDENTIALS_FULL_URI: 'http://169.254.170.23/v1/credentials' }],
    ['ECS task role', { AWS_CONTAINER_CREDENTIALS_RELATIVE_URI: '/v2/credentials/abc' }],
  ])('uses the workload identity of %s when no keys are given', (_name, env) => {
    const source = s3CredentialSource({}, env);
    expect(source.kind).toBe('workload-identity');
    expect(source.kind === 'workload-identity' && source.provider).toBeInstanceOf(IamAwsProvider);
  });

  it('signs nothing without keys or an identity (an S3 server that needs none)', () => {
    expect(s3CredentialSource({ accessKey: 'AKIA' }, {}).kind).toBe('anonymous');
  });
});
