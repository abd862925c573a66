//! How many threads a search takes when the user does not say: the
//! machine's cores, capped (beyond a few dozen, the searches' splits no
//! longer keep threads busy, and a shared machine is not all ours).

/// The most threads a search takes by default.
pub const MAX_DEFAULT_THREADS: usize = 32;

/// The machine's cores (as the operating system allows this process),
/// at most `MAX_DEFAULT_THREADS`; 1 when they cannot be read.
pub fn default_threads() -> usize {
    std::thread::available_parallelism()
        .map_or(1, |cores| cores.get())
        .min(MAX_DEFAULT_THREADS)
}
