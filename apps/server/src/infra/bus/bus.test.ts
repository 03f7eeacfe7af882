import { contract } from './bus.contract';
import { MemoryBus } from './memory-bus';

contract('memory', () => new MemoryBus());
