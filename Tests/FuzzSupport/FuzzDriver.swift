import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a `FuzzTarget`: under libFuzzer when built with `-sanitize=fuzzer,address -DFUZZING` (the
/// executable's `<Target>_main` calls `libFuzzerMain`), else as a seeded random run (`plainMain`).
public enum FuzzDriver {
    /// One input, as libFuzzer's `LLVMFuzzerTestOneInput` hands it over.
    public static func runOne(_ target: FuzzTarget, _ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        Fuzzing.run(target, bytes.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [])
        return 0
    }

    #if FUZZING
        /// libFuzzer's driver (libclang_rt.fuzzer), called from the executable's own entry point: SwiftPM links
        /// an executable target with `main` defined as `<Target>_main`, so libFuzzer's `main` is not used.
        /// The target's options and dictionary are added to the arguments unless they name their own.
        public static func libFuzzerMain(
            _ target: FuzzTarget, _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
            _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
        ) -> CInt {
            var arguments = (0..<Int(argc)).map { String(cString: argv![$0]!) }
            for option in target.options {
                let name = option.prefix { $0 != "=" } + "="
                if !arguments.contains(where: { $0.hasPrefix(name) }) { arguments.append(option) }
            }
            if !target.dictionary.isEmpty, !arguments.contains(where: { $0.hasPrefix("-dict=") }),
                let path = writeDictionary(target)
            {
                arguments.append("-dict=\(path)")
            }
            var pointers: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
            var count = CInt(arguments.count)
            return pointers.withUnsafeMutableBufferPointer { buffer in
                var base = buffer.baseAddress
                return LLVMFuzzerRunDriver(&count, &base, callback)
            }
        }

        /// The target's words in libFuzzer's dictionary format, in a temporary file; nil when it cannot be written.
        private static func writeDictionary(_ target: FuzzTarget) -> String? {
            var template = Array("/tmp/\(target.name)-dict.XXXXXX".utf8CString)
            let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard fd >= 0, let file = fdopen(fd, "w") else { return nil }
            for word in target.dictionary {
                let escaped = word.utf8.map { byte in
                    byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte > 0x7E
                        ? "\\x" + String(byte >> 4, radix: 16) + String(byte & 15, radix: 16)
                        : String(UnicodeScalar(byte))
                }
                fputs("\"\(escaped.joined())\"\n", file)
            }
            fclose(file)
            return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    #else
        /// The plain build: `TARGET --replay FILE...` runs each file and prints it as `describe` reads it;
        /// `TARGET [RUNS] [SEED] [DIRECTORY...]` runs every file of the directories, then RUNS seeded random
        /// inputs (default 100,000, seed 1), made of the dictionary's words and random bytes.
        public static func plainMain(_ target: FuzzTarget) {
            let arguments = Array(CommandLine.arguments.dropFirst())
            if arguments.first == "--replay" {
                for path in arguments.dropFirst() {
                    let data = read(path)
                    Fuzzing.run(target, data)
                    print(target.describe(data))
                }
                return
            }
            let runs = arguments.first.flatMap { Int($0) } ?? 100_000
            let seed = arguments.dropFirst().first.flatMap { UInt64($0) } ?? 1
            var seeds = 0
            for directory in arguments.dropFirst(2) {
                for path in files(in: directory) {
                    Fuzzing.run(target, read(path))
                    seeds += 1
                }
            }
            var random = SplitMix64(seed: seed)
            var bytes = 0
            for _ in 0..<runs {
                let data = randomInput(target, &random)
                bytes += data.count
                Fuzzing.run(target, data)
            }
            print("\(target.name): \(seeds) seeds, \(runs) random inputs (\(bytes) bytes), seed \(seed): no invariant violated")
        }

        /// Random bytes, with the dictionary's words among them half the time.
        static func randomInput(_ target: FuzzTarget, _ random: inout SplitMix64) -> [UInt8] {
            let length = random.int(target.randomLengths)
            var data: [UInt8] = []
            while data.count < length {
                if !target.dictionary.isEmpty, random.next() % 2 == 0 {
                    data += Array(random.pick(target.dictionary).utf8)
                } else {
                    data.append(UInt8(truncatingIfNeeded: random.next()))
                }
            }
            return Array(data.prefix(length))
        }

        static func read(_ path: String) -> [UInt8] {
            guard let file = fopen(path, "rb") else {
                Fuzzing.printError("cannot read \(path)")
                exit(2)
            }
            defer { fclose(file) }
            var data: [UInt8] = []
            while true {
                let c = fgetc(file)
                if c == EOF { break }
                data.append(UInt8(c))
            }
            return data
        }

        /// The regular files of a directory, by name.
        static func files(in directory: String) -> [String] {
            guard let stream = opendir(directory) else { return [] }
            defer { closedir(stream) }
            var names: [String] = []
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if entry.pointee.d_type == UInt8(DT_REG) { names.append(directory + "/" + name) }
            }
            return names.sorted()
        }
    #endif
}

#if FUZZING
    @_silgen_name("LLVMFuzzerRunDriver")
    private func LLVMFuzzerRunDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt
#endif
