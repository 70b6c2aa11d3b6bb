// s3rver in a process of its own: `node s3-server.mjs <directory> <bucket>`; tells its parent the port.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
const { port } = await server.run();
process.send?.({ port });

process.on('SIGTERM', () => void server.close().finally(() => process.exit(0)));
process.on('SIGINT', () => void server.close().finally(() => process.exit(0)));
