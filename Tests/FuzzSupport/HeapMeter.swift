#if FUZZING
    import Synchronization

    /// The heap an input holds at its peak, counted by AddressSanitizer's allocation hooks (every `malloc`
    /// and `free` of the process, the Swift runtime's included): bytes asked for, not pages touched, so
    /// the figure is the program's own and not the sanitizer's shadow or quarantine.
    enum HeapMeter {
        static let live = Atomic<Int>(0)
        static let highest = Atomic<Int>(0)
        /// Whether the hooks are installed (once, before the first input).
        nonisolated(unsafe) static var installed = false

        /// Starts measuring an input: returns the bytes held now, its baseline.
        static func start() -> Int? {
            if !installed {
                installed = true
                _ = sanitizerInstallHooks(heapAllocated, heapFreed)
            }
            let now = live.load(ordering: .relaxed)
            highest.store(now, ordering: .relaxed)
            return now
        }

        /// The most held at once since `start` returned `baseline`, beyond it.
        static func peak(since baseline: Int?) -> Int? {
            baseline.map { highest.load(ordering: .relaxed) - $0 }
        }
    }

    @_silgen_name("__sanitizer_install_malloc_and_free_hooks")
    private func sanitizerInstallHooks(
        _ malloc: @convention(c) (UnsafeRawPointer?, Int) -> Void, _ free: @convention(c) (UnsafeRawPointer?) -> Void
    ) -> CInt

    /// The size of an allocation still live (the free hook runs before the memory is released).
    @_silgen_name("__sanitizer_get_allocated_size")
    private func sanitizerAllocatedSize(_ pointer: UnsafeRawPointer?) -> Int

    private func heapAllocated(_ pointer: UnsafeRawPointer?, _ size: Int) {
        let now = HeapMeter.live.wrappingAdd(size, ordering: .relaxed).newValue
        HeapMeter.highest.max(now, ordering: .relaxed)
    }

    private func heapFreed(_ pointer: UnsafeRawPointer?) {
        guard let pointer else { return }
        HeapMeter.live.wrappingSubtract(sanitizerAllocatedSize(pointer), ordering: .relaxed)
    }
#else
    /// Without the sanitizer's hooks there is nothing to count: the plain build runs under `ulimit -v`.
    enum HeapMeter {
        static func start() -> Int? { nil }
        static func peak(since baseline: Int?) -> Int? { nil }
    }
#endif
