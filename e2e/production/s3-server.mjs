// s3rver in a process of its own: `node s3-server.mjs <directory> <bucket> <accessKeyId:secret>`; tells
// its parent the port. Only the given key pair signs requests, as with a real bucket's credentials
// (s3rver's built-in S3RVER pair is revoked), so a secret the app leaks is one nobody else uses.
import S3rver from 's3rver';
import AWSAccount from 's3rver/lib/models/account.js';

const [directory, bucket, credentials] = process.argv.slice(2);
const [accessKeyId, secretAccessKey] = credentials.split(':');
AWSAccount.DUMMY_ACCOUNT.revokeAccessKey('S3RVER');
AWSAccount.DUMMY_ACCOUNT.createKeyPair(accessKeyId, secretAccessKey);

const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.send?.({ port });

process.on('SIGTERM', () => void server.close().finally(() => process.exit(0)));
process.on('SIGINT', () => void server.close().finally(() => process.exit(0)));
