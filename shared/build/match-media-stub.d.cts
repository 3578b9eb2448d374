export declare function matchMediaStub(matches: boolean): (query: string) => MediaQueryList;
