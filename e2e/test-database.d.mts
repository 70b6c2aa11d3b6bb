export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}
export function createTestDatabase(adminUrl: string): Promise<TestDatabase>;
